import dayjs from "dayjs";
import relativeTime from "dayjs/plugin/relativeTime";

dayjs.extend(relativeTime);

/** Start time in the viewer's zone, as the lobby shows it. */
const START_TIME_FORMAT = "MM/DD/YYYY hh:mm A";

export function formatStartTime(iso: string): string {
  return dayjs(iso).format(START_TIME_FORMAT);
}

/** "in 2 hours", "3 minutes ago". */
export function relativeFrom(iso: string, now: Date): string {
  return dayjs(iso).from(dayjs(now));
}

/**
 * The start relative to now: "in 2 hours" before it, "started 3 minutes ago" from the start on (the
 * lobby's words, so the header never says "in a few seconds" once the game has begun).
 */
export function startRelative(iso: string, now: Date): string {
  const relative = relativeFrom(iso, now);
  return now.getTime() >= new Date(iso).getTime() ? `started ${relative}` : relative;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** Time left before the start: "04:59", "01:02:03" or "2d 01:02:03". */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const clock =
    hours > 0 || days > 0
      ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`
      : `${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
