import { z } from "zod";
import { text } from "./text";

export const INVALID_TIME_ZONE = "Time zone is not valid";

/** An empty query parameter (`?tz=`) counts as absent. */
const emptyAsAbsent = (value: unknown) => (value === "" ? undefined : value);

/**
 * Zones found valid so far, by their lower-case name (zone names are case-insensitive). Making a
 * formatter to test a zone costs about half a millisecond, and a viewer sends the same zone with
 * every query. Only valid names are kept, and at most VALID_ZONES_KEPT of them, whatever clients
 * send.
 */
const validTimeZones = new Set<string>();
const VALID_ZONES_KEPT = 2_000;

function isTimeZone(value: string): boolean {
  const key = value.toLowerCase();
  if (validTimeZones.has(key)) {
    return true;
  }
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
  } catch {
    return false;
  }
  if (validTimeZones.size < VALID_ZONES_KEPT) {
    validTimeZones.add(key);
  }
  return true;
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
