import { eq, sql } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { expect } from "vitest";
import type { App } from "@/app";
import { calendarCancellations, calendarFeeds } from "@/db/schema/index";

/**
 * Checks what RFC 5545 asks of every iCalendar stream that a lenient parser would let pass: CRLF
 * line ends, lines folded at 75 octets, one VCALENDAR with VERSION 2.0 and PRODID, and every
 * VEVENT with UID, DTSTAMP and DTSTART.
 */
function expectRfc5545(text: string): void {
  expect(text.endsWith("\r\n"), "ends with CRLF").toBe(true);
  const lines = text.slice(0, -2).split("\r\n");
  for (const line of lines) {
    expect(line.includes("\n") || line.includes("\r"), `bare line break in ${line}`).toBe(false);
    expect(Buffer.byteLength(line, "utf8"), `longer than 75 octets: ${line}`).toBeLessThanOrEqual(
      75,
    );
  }
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines.at(-1)).toBe("END:VCALENDAR");
  expect(lines).toContain("VERSION:2.0");
  expect(lines.some((line) => line.startsWith("PRODID:"))).toBe(true);
  const unfolded = text.replace(/\r\n[ \t]/g, "").split("\r\n");
  let event: string[] | null = null;
  for (const line of unfolded) {
    if (line === "BEGIN:VEVENT") {
      event = [];
    } else if (line === "END:VEVENT") {
      for (const name of ["UID", "DTSTAMP", "DTSTART"]) {
        expect(
          event?.some((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`)),
          name,
        ).toBe(true);
      }
      event = null;
    } else {
      event?.push(line);
    }
  }
}

/** The events of an iCalendar stream, parsed by node-ical (an independent parser), by UID. */
export function parseEvents(text: string): Map<string, VEvent> {
  expectRfc5545(text);
  const events = new Map<string, VEvent>();
  for (const component of Object.values(ical.sync.parseICS(text))) {
    if (component?.type === "VEVENT") {
      events.set(component.uid, component);
    }
  }
  return events;
}

/** Moves the cancellations of a scrim `days` into the past (as if recorded then). */
export async function ageCancellations(app: App, scrimId: string, days: number): Promise<void> {
  await app.deps.db
    .update(calendarCancellations)
    .set({ cancelledAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(calendarCancellations.scrimId, scrimId));
}

/** The stored cancellations of a scrim (one per player or caster who lost it). */
export async function cancellationsOfScrim(app: App, scrimId: string) {
  return app.deps.db
    .select()
    .from(calendarCancellations)
    .where(eq(calendarCancellations.scrimId, scrimId));
}

/** How many feed rows and cancellations a player has stored. */
export async function calendarRowsOf(
  app: App,
  userId: string,
): Promise<{ feeds: number; cancellations: number }> {
  const feeds = await app.deps.db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  const cancellations = await app.deps.db
    .select()
    .from(calendarCancellations)
    .where(eq(calendarCancellations.userId, userId));
  return { feeds: feeds.length, cancellations: cancellations.length };
}
