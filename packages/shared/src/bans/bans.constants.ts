// Without zod: the web app's first load reads these messages (API errors, the ban banner).
export const BAN_REASON_MAX = 500;
/** The shortest ban: `dateTo` at least one day after `dateFrom`. */
export const BAN_MIN_DURATION_MS = 24 * 60 * 60 * 1000;

export const banMessages = {
  dateFromRequired: "Date from is required",
  dateToRequired: "Date to is required",
  invalidDate: "Enter a valid date",
  dateToTooEarly: "Date to must be at least one day after date from",
  reasonRequired: "Reason is required",
  reasonTooLong: `Reason must be at most ${BAN_REASON_MAX} characters`,
  reasonOneLine: "Reason must be on one line",
  cannotBanSelf: "You cannot ban yourself",
  cannotBanAdmin: "You cannot ban another admin",
  alreadyBanned: "This player is already banned",
  notBanned: "This player is not banned",
  banned: "Player banned",
  unbanned: "Player unbanned",
  liftSuccess: "Expired bans have been lifted",
  liftFailure: "Failed to lift expired bans",
  /**
   * What every write of a banned player answers (HTTP 403 and socket acks), with the end in UTC;
   * the web app says the same with its own `format` (the reader's zone, named).
   */
  youAreBanned: (dateTo: string, format: (iso: string) => string = formatBanEnd) =>
    `You are banned until ${format(dateTo)}`,
} as const;

/** "Nov 30, 2026, 14:00 UTC": one reading of an end date for the server's messages. */
function formatBanEnd(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  const time = date.toISOString().slice(11, 16);
  return `${day}, ${time} UTC`;
}
