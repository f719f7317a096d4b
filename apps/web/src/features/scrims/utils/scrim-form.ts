import type { Region } from "@scrims/shared/common/regions.constants";
import { DEFAULT_START_OFFSET_MS, MAX_CASTERS } from "@scrims/shared/scrims/scrims.constants";
import type { TeamName } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import {
  DEFAULT_CHECK_IN_MINUTES,
  type CheckInMinutes,
} from "@scrims/shared/scrims/check-in.constants";
import dayjs from "dayjs";

/** The lobby-host choice that means "draw a random player once both teams are full" (sent as null). */
export const RANDOM_HOST = "random";
/** The winner choice that means "no winner" (sent as null). */
export const NO_WINNER = "N/A";

/** 1 or 2 casters; without casters the count is sent as 0. */
export type MaxCastersOption = 1 | 2;
export const MAX_CASTERS_OPTIONS: readonly MaxCastersOption[] = [1, 2];

/** What the create form edits. The start is kept as the two inputs the admin types in. */
export type ScrimFormValues = {
  title: string;
  /** `YYYY-MM-DD` in the admin's time zone, or "" while the date is missing or invalid. */
  startDate: string;
  /** `HH:mm` (24 h) in the admin's time zone, or "". */
  startTime: string;
  region: Region;
  /** RANDOM_HOST or a user id. */
  lobbyHost: string;
  isPrivate: boolean;
  isWithCasters: boolean;
  maxCastersAllowedCount: MaxCastersOption;
  lobbyName: string;
  useTournamentCode: boolean;
  /** Minutes before the start that check-in opens; 0 is off. */
  checkInMinutes: CheckInMinutes;
};

/** The edit form adds the lobby password and the winner. */
export type EditScrimFormValues = ScrimFormValues & {
  lobbyPassword: string;
  teamWon: TeamName | typeof NO_WINNER;
};

const DATE_FORMAT = "YYYY-MM-DD";
const TIME_FORMAT = "HH:mm";

/** True for a real calendar day written as `YYYY-MM-DD` (no 02/30). */
function isValidDateValue(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format(DATE_FORMAT) === value;
}

function isValidTimeValue(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/**
 * The start as an ISO-8601 UTC string, or "" when the date or time is missing. The time sets the
 * hour and minute of the chosen day with seconds 0, so picking a time never moves the date.
 */
export function toGameStartTime(startDate: string, startTime: string): string {
  if (!isValidDateValue(startDate) || !isValidTimeValue(startTime)) {
    return "";
  }
  const hour = Number(startTime.slice(0, 2));
  const minute = Number(startTime.slice(3, 5));
  return dayjs(startDate).hour(hour).minute(minute).second(0).millisecond(0).toISOString();
}

/** Splits a start time into the form's date and time inputs, in the viewer's time zone. */
function splitGameStartTime(gameStartTime: string | Date) {
  const start = dayjs(gameStartTime);
  return { startDate: start.format(DATE_FORMAT), startTime: start.format(TIME_FORMAT) };
}

const MINUTE_MS = 60_000;

/**
 * A new scrim starts in 30 minutes (rounded up to a whole minute, as the time input has no
 * seconds), in the admin's own region, with two casters and a tournament code.
 */
export function defaultScrimForm(region: Region, now: Date = new Date()): ScrimFormValues {
  const start = Math.ceil((now.getTime() + DEFAULT_START_OFFSET_MS) / MINUTE_MS) * MINUTE_MS;
  return {
    title: "",
    ...splitGameStartTime(new Date(start)),
    region,
    lobbyHost: RANDOM_HOST,
    isPrivate: false,
    isWithCasters: true,
    maxCastersAllowedCount: MAX_CASTERS,
    lobbyName: "",
    useTournamentCode: true,
    checkInMinutes: DEFAULT_CHECK_IN_MINUTES,
  };
}

/** Without casters the maximum is 0; with them it is the chosen 1 or 2. */
function castersOf(values: ScrimFormValues) {
  return values.isWithCasters ? values.maxCastersAllowedCount : 0;
}

/** What the create and edit bodies share, as the server takes it. */
function commonInput(values: ScrimFormValues) {
  return {
    gameStartTime: toGameStartTime(values.startDate, values.startTime),
    region: values.region,
    lobbyHost: values.lobbyHost === RANDOM_HOST ? null : values.lobbyHost,
    isPrivate: values.isPrivate,
    isWithCasters: values.isWithCasters,
    maxCastersAllowedCount: castersOf(values),
    useTournamentCode: values.useTournamentCode,
    checkInMinutes: values.checkInMinutes,
  };
}

/** The `POST /api/scrims` body before validation; empty title and lobby name take their defaults. */
export function toCreateScrimInput(values: ScrimFormValues) {
  return {
    ...commonInput(values),
    title: values.title.trim() || undefined,
    lobbyName: values.lobbyName.trim() || undefined,
  };
}

/**
 * The `PUT /api/scrims/{id}` body before validation; an empty lobby name becomes the title. While
 * the date and time fields still show the scrim's own start, the start goes back exactly as
 * stored (to the second: one set through the API may carry seconds the time field has not), so
 * an edit of anything else never moves the start, nor runs it again.
 */
export function toUpdateScrimInput(
  values: EditScrimFormValues,
  stored?: { gameStartTime: string },
) {
  const shown = stored ? splitGameStartTime(stored.gameStartTime) : undefined;
  const keepsStart =
    shown !== undefined &&
    shown.startDate === values.startDate &&
    shown.startTime === values.startTime;
  return {
    ...commonInput(values),
    ...(keepsStart && stored ? { gameStartTime: stored.gameStartTime } : {}),
    title: values.title.trim(),
    lobbyName: values.lobbyName.trim() || values.title.trim(),
    lobbyPassword: values.lobbyPassword,
    teamWon: values.teamWon === NO_WINNER ? null : values.teamWon,
  };
}

/**
 * The edit form starts from the stored scrim. Lobby name and password are empty when the server
 * did not send them (it shows them only once the game has started with both teams full).
 */
export function editFormFromScrim(scrim: ScrimDto): EditScrimFormValues {
  return {
    title: scrim.title,
    ...splitGameStartTime(scrim.gameStartTime),
    region: scrim.region,
    lobbyHost: scrim.lobbyHost?._id ?? RANDOM_HOST,
    isPrivate: scrim.isPrivate,
    isWithCasters: scrim.isWithCasters,
    maxCastersAllowedCount: scrim.maxCastersAllowedCount === 1 ? 1 : 2,
    lobbyName: scrim.lobbyName ?? "",
    useTournamentCode: scrim.useTournamentCode,
    checkInMinutes: scrim.checkInMinutes,
    lobbyPassword: scrim.lobbyPassword ?? "",
    teamWon: scrim.teamWon ?? NO_WINNER,
  };
}
