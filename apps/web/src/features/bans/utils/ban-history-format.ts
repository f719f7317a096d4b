import { BAN_REASON_SHOWN } from "@scrims/shared/bans/ban-history.schema";
import dayjs from "dayjs";

/** A ban's date in the viewer's time zone, as the spec writes dates: MM/DD/YYYY. */
export const formatBanDate = (iso: string) => dayjs(iso).format("MM/DD/YYYY");

/** A `YYYY-MM-DD` day of the date filter as MM/DD/YYYY. */
export const formatBanDay = (day: string) =>
  `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** The reason as the table shows it: cut at 32 characters with an ellipsis. */
export function shortReason(reason: string): string {
  const chars = Array.from(reason);
  return chars.length > BAN_REASON_SHOWN ? `${chars.slice(0, BAN_REASON_SHOWN).join("")}…` : reason;
}
