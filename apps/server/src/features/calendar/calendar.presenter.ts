import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from "ical-generator";
import { CALENDAR_EVENT_MINUTES } from "@scrims/shared/calendar/calendar.schema";
import { TEAM_LABELS, type TeamName } from "@scrims/shared/scrims/scrims.constants";
import type { CalendarCancellation, CalendarScrim } from "./calendar.repository";

/** Where the events point: the site's origin, for the scrim links and the UIDs' host. */
export type CalendarSite = { publicUrl: string };

const EVENT_MS = CALENDAR_EVENT_MINUTES * 60_000;

function scrimUrl(site: CalendarSite, scrimId: string): string {
  return `${site.publicUrl}/scrims/${scrimId}`;
}

/** `{scrimId}@{host}`: stable across every version of the event, so updates replace it. */
function eventUid(site: CalendarSite, scrimId: string): string {
  return `${scrimId}@${new URL(site.publicUrl).hostname}`;
}

function newCalendar(name: string, method?: ICalCalendarMethod): ICalCalendar {
  return ical({
    name,
    prodId: { company: "Scrims", product: "Scrims calendar", language: "EN" },
    method: method ?? null,
    // Calendar apps poll a subscribed feed; ask for an hour between reads.
    ttl: 60 * 60,
  });
}

/** RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves it off. */
function serialize(calendar: ICalCalendar): string {
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}

function placeOf(scrim: CalendarScrim): string | null {
  if (scrim.seat) {
    return `You play ${scrim.seat.role} on ${TEAM_LABELS[scrim.seat.team as TeamName] ?? scrim.seat.team}.`;
  }
  return scrim.casting ? "You are casting this game." : null;
}

function resultOf(scrim: CalendarScrim): string | null {
  return scrim.teamWon
    ? `Winner: ${TEAM_LABELS[scrim.teamWon as TeamName] ?? scrim.teamWon}.`
    : null;
}

function addScrimEvent(calendar: ICalCalendar, site: CalendarSite, scrim: CalendarScrim): void {
  const url = scrimUrl(site, scrim.id);
  calendar.createEvent({
    id: eventUid(site, scrim.id),
    start: scrim.gameStartTime,
    end: new Date(scrim.gameStartTime.getTime() + EVENT_MS),
    summary: scrim.title,
    description: [`Custom 5v5 scrim (${scrim.region}).`, placeOf(scrim), resultOf(scrim), url]
      .filter(Boolean)
      .join("\n"),
    location: url,
    url,
    sequence: scrim.sequence,
    status: ICalEventStatus.CONFIRMED,
  });
}

function addCancelledEvent(
  calendar: ICalCalendar,
  site: CalendarSite,
  cancelled: CalendarCancellation,
): void {
  const url = scrimUrl(site, cancelled.scrimId);
  calendar.createEvent({
    id: eventUid(site, cancelled.scrimId),
    start: cancelled.gameStartTime,
    end: new Date(cancelled.gameStartTime.getTime() + EVENT_MS),
    summary: `Cancelled: ${cancelled.title}`,
    description: "You are no longer in this scrim, or it was deleted.",
    url,
    sequence: cancelled.sequence,
    status: ICalEventStatus.CANCELLED,
  });
}

/** A player's feed: their scrims, then the ones that left it lately (cancelled). */
export function presentFeed(
  site: CalendarSite,
  feed: { scrims: CalendarScrim[]; cancellations: CalendarCancellation[] },
): string {
  const calendar = newCalendar("Scrims");
  const live = new Set(feed.scrims.map((scrim) => scrim.id));
  for (const scrim of feed.scrims) {
    addScrimEvent(calendar, site, scrim);
  }
  for (const cancelled of feed.cancellations) {
    // A player seated again has the live event; the trigger drops the row, this is the backstop.
    if (!live.has(cancelled.scrimId)) {
      addCancelledEvent(calendar, site, cancelled);
    }
  }
  return serialize(calendar);
}

/** One scrim's event, to download and add to a calendar. */
export function presentScrimEvent(site: CalendarSite, scrim: CalendarScrim): string {
  const calendar = newCalendar(scrim.title, ICalCalendarMethod.PUBLISH);
  addScrimEvent(calendar, site, scrim);
  return serialize(calendar);
}
