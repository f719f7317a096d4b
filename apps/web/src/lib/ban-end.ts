import { banMessages } from "@scrims/shared/bans/bans.constants";

/**
 * A ban's end in the reader's time zone, with the zone named so it cannot be misread:
 * "Nov 30, 2026, 7:45 PM GMT+5:45". The server's own messages say it in UTC.
 */
export function formatBanEndLocal(iso: string): string {
  return new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
}

/** 'You are banned until …' in the reader's time zone: the banner and every refused write. */
export const localBanMessage = (dateTo: string) =>
  banMessages.youAreBanned(dateTo, formatBanEndLocal);
