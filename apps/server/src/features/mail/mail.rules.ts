import { createHmac, timingSafeEqual } from "node:crypto";
import { escapeHtml } from "@/lib/html";

// Pure rules of the reminder emails: when each goes, what it says, and the signed unsubscribe
// token. No I/O here.

const HOUR_MS = 60 * 60 * 1000;

/** The two reminders of a seated player, by how long before the start each goes. */
const REMINDER_KINDS = { "24h": 24 * HOUR_MS, "1h": HOUR_MS } as const;
export type ReminderKind = keyof typeof REMINDER_KINDS;
export const REMINDER_KIND_LIST = Object.keys(REMINDER_KINDS) as ReminderKind[];

/** When a reminder of this kind is due for a scrim starting at `start`. */
export function reminderMoment(start: Date, kind: ReminderKind): Date {
  return new Date(start.getTime() - REMINDER_KINDS[kind]);
}

/**
 * Whether a reminder may still go at `now`: its moment came, the game has not started, and (for
 * the day-before one) the hour-before one is not due yet, which would make it a duplicate.
 */
export function reminderStillUseful(start: Date, kind: ReminderKind, now: Date): boolean {
  if (now < reminderMoment(start, kind) || now >= start) {
    return false;
  }
  return kind === "1h" || now < reminderMoment(start, "1h");
}

// --- Unsubscribe token -------------------------------------------------------------------------

const TOKEN_PURPOSE = "email-unsubscribe:v1:";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signatureOf(secret: string, userId: string): Buffer {
  return createHmac("sha256", secret)
    .update(TOKEN_PURPOSE + userId)
    .digest();
}

/** `{userId}.{HMAC-SHA256 of the user id, base64url}`: names the user, cannot be forged, no expiry. */
export function signUnsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${signatureOf(secret, userId).toString("base64url")}`;
}

/** The user a token names, or null when it is malformed or its signature does not match. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [userId, signature, ...rest] = token.split(".");
  if (!userId || !signature || rest.length > 0 || !UUID.test(userId)) {
    return null;
  }
  const given = Buffer.from(signature, "base64url");
  const expected = signatureOf(secret, userId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return null;
  }
  return userId;
}

// --- The message -------------------------------------------------------------------------------

export type ReminderContent = {
  kind: ReminderKind;
  playerName: string;
  scrim: { id: string; title: string; region: string; gameStartTime: Date };
  publicUrl: string;
  unsubscribeUrl: string;
};

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

/** "Tue, 24 Nov 2026 18:00 UTC": the start in UTC, which every reader can convert. */
export function formatUtc(date: Date): string {
  const day = date.toLocaleDateString("en-GB", {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  });
  const time = date.toLocaleTimeString("en-GB", {
    timeZone: "UTC",
    hour: "2-digit",
    minute: "2-digit",
  });
  return `${day} ${time} UTC`;
}

/** The reminder email of one player: plain text and simple HTML, with the unsubscribe headers. */
export function reminderMessage(to: string, content: ReminderContent): MailMessage {
  const { scrim, kind } = content;
  const when = kind === "24h" ? "tomorrow" : "in one hour";
  const link = `${content.publicUrl}/scrims/${scrim.id}`;
  const start = formatUtc(scrim.gameStartTime);
  const subject = `Reminder: ${scrim.title} starts ${when}`;
  const text = [
    `Hi ${content.playerName},`,
    "",
    `Your scrim "${scrim.title}" (${scrim.region}) starts ${when}: ${start}.`,
    "The time is in UTC; the scrim page shows it in your own time zone.",
    "",
    `Open the scrim: ${link}`,
    "",
    "You get this email because you agreed to reminder emails for the scrims you play in.",
    `Unsubscribe with one click: ${content.unsubscribeUrl}`,
    "",
  ].join("\n");
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; color: #222">
<p>Hi ${escapeHtml(content.playerName)},</p>
<p>Your scrim <strong>${escapeHtml(scrim.title)}</strong> (${escapeHtml(scrim.region)}) starts ${when}:
<strong>${escapeHtml(start)}</strong>.<br>
The time is in UTC; the scrim page shows it in your own time zone.</p>
<p><a href="${escapeHtml(link)}">Open the scrim</a></p>
<p style="font-size: 12px; color: #666">You get this email because you agreed to reminder emails
for the scrims you play in. <a href="${escapeHtml(content.unsubscribeUrl)}">Unsubscribe</a></p>
</body></html>
`;
  return {
    to,
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${content.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
