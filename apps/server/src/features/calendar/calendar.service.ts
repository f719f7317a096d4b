import {
  CALENDAR_CANCELLED_DAYS,
  CALENDAR_PAST_DAYS,
  calendarMessages,
} from "@scrims/shared/calendar/calendar.schema";
import type { Tx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { AppError } from "@/lib/errors";
import { hashToken, looksLikeToken, newSecretToken } from "@/lib/tokens";
import { calendarRepository } from "./calendar.repository";
import { presentFeed, presentScrimEvent } from "./calendar.presenter";

const DAY_MS = 24 * 60 * 60 * 1000;

function feedUrl(deps: Pick<Deps, "config">, secret: string): string {
  return `${deps.config.publicUrl}/api/calendar/${secret}.ics`;
}

function newFeed(userId: string) {
  const secret = newSecretToken();
  return { userId, secret, secretHash: hashToken(secret) };
}

/** The player's private feed link; the first call makes its secret. */
export async function getCalendarLink(
  deps: Pick<Deps, "db" | "config">,
  userId: string,
): Promise<{ url: string }> {
  await calendarRepository.insertFeedIfMissing(deps.db, newFeed(userId));
  const feed = await calendarRepository.findFeed(deps.db, userId);
  if (!feed) {
    throw new Error(`calendar feed of ${userId} missing after insert`);
  }
  return { url: feedUrl(deps, feed.secret) };
}

/** A new secret for the player's feed: the old link answers 404 from now on. */
export async function regenerateCalendarLink(
  deps: Pick<Deps, "db" | "config">,
  userId: string,
): Promise<{ url: string }> {
  const feed = await calendarRepository.replaceFeed(deps.db, newFeed(userId));
  return { url: feedUrl(deps, feed.secret) };
}

/**
 * The feed a secret opens (no session: the secret is the key): the owner's scrims from 30 days
 * back, and the ones that left their calendar in the last 7 days, cancelled.
 *
 * @throws AppError NOT_FOUND for an unknown, replaced or malformed secret
 */
export async function readCalendarFeed(
  deps: Pick<Deps, "db" | "config">,
  secret: string,
  now: Date = new Date(),
): Promise<string> {
  // Found by its hash: the lookup never compares the secret itself.
  const userId = looksLikeToken(secret)
    ? await calendarRepository.findOwnerByHash(deps.db, hashToken(secret))
    : undefined;
  if (!userId) {
    throw new AppError("NOT_FOUND", calendarMessages.notFound);
  }
  const since = new Date(now.getTime() - CALENDAR_PAST_DAYS * DAY_MS);
  const scrims = await calendarRepository.listScrimsOf(deps.db, userId, since);
  const cancellations = await calendarRepository.listCancellations(deps.db, userId, {
    since,
    cancelledSince: new Date(now.getTime() - CALENDAR_CANCELLED_DAYS * DAY_MS),
  });
  return presentFeed(deps.config, { scrims, cancellations });
}

/**
 * One scrim's event, for anyone who may see the scrim: as `GET /api/scrims/{id}`, every signed-in
 * player who has its id (a private scrim's id is its share link).
 *
 * @throws AppError NOT_FOUND
 */
export async function readScrimEvent(
  deps: Pick<Deps, "db" | "config">,
  scrimId: string,
): Promise<string> {
  const scrim = await calendarRepository.findScrim(deps.db, scrimId);
  if (!scrim) {
    throw new AppError("NOT_FOUND", "Scrim not found");
  }
  return presentScrimEvent(deps.config, scrim);
}

/**
 * Account deletion: the player's feed (its secret and link) and their cancelled events go, in the
 * deletion's transaction (after the seats are freed, whose triggers record cancellations).
 */
export async function deleteCalendarOfAccount(tx: Tx, userId: string): Promise<void> {
  await calendarRepository.deleteOfAccount(tx, userId);
}
