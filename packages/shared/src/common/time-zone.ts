import { z } from "zod";
import { text } from "./text";

export const INVALID_TIME_ZONE = "Time zone is not valid";

/** An empty query parameter (`?tz=`) counts as absent. */
const emptyAsAbsent = (value: unknown) => (value === "" ? undefined : value);

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The viewer's IANA time zone (`Europe/Paris`), in which a query's days or months begin and end,
 * so that what the server counts is what the viewer's page shows. UTC when absent.
 */
export const timeZoneSchema = z.preprocess(
  emptyAsAbsent,
  text()
    .max(64, INVALID_TIME_ZONE)
    .regex(/^[A-Za-z0-9_+\-/]+$/, INVALID_TIME_ZONE)
    .refine(isTimeZone, INVALID_TIME_ZONE)
    .default("UTC"),
);
