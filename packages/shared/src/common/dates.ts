import { z } from "zod";

/** Years a date input may name at all: anything else is a typo or a probe. */
export const DATE_YEAR_MIN = 2000;
export const DATE_YEAR_MAX = 2100;
export const DATE_YEARS_MESSAGE = `Date must be in the years ${DATE_YEAR_MIN} to ${DATE_YEAR_MAX}`;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A game may start at most a year back (an admin entering an old result)… */
const GAME_WINDOW_PAST_MS = 366 * DAY_MS;
/** …and at most two years ahead. */
const GAME_WINDOW_FUTURE_MS = 2 * 366 * DAY_MS;
export const GAME_WINDOW_MESSAGE =
  "Game start date must be between a year ago and two years from now";

/**
 * The one schema for a date and time a client sends: ISO-8601 with an offset (`Z` or `±hh:mm`)
 * and a four-digit year from 2000 to 2100, so that nothing the database or a client cannot read
 * back faithfully (year 0050, 9999) is ever stored or searched for.
 */
export function dateTime(message = "Enter a valid date and time") {
  return z.iso.datetime({ offset: true, message, abort: true }).refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
  }, DATE_YEARS_MESSAGE);
}

/** Whether a game start lies between a year back and two years ahead of `now`. */
export function isInGameWindow(start: Date, now: Date): boolean {
  const time = start.getTime();
  return (
    time >= now.getTime() - GAME_WINDOW_PAST_MS && time <= now.getTime() + GAME_WINDOW_FUTURE_MS
  );
}
