import type { Agent } from "node:https";
import webpush, { WebPushError } from "web-push";
import {
  PUSH_SUBSCRIPTIONS_MAX,
  type NotificationSettings,
  type PushKind,
  type PushPayload,
  type PushSubscriptionInput,
} from "@scrims/shared/push/push.schema";
import type { Db, DbOrTx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { AppError } from "@/lib/errors";
import type { AfterCommit } from "@/lib/transaction";
import { withTransaction } from "@/lib/transaction";
import { usersRepository } from "@/features/users/users.repository";
import {
  PrivateEndpointError,
  assertPublicEndpoint,
  assertPublicEndpointAddress,
  guardsEndpoints,
} from "./push.client";
import { pushRepository, type PushSubscriptionRow } from "./push.repository";
import { isP256PublicKey } from "./push.rules";

export type VapidKeys = { publicKey: string; privateKey: string };

/** How long a push service may take to answer one message. */
const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for an offline device (a reminder is stale after). */
const TTL_SECONDS = 15 * 60;

/** The key pair of each database, read once per process (it never changes once made). */
const keysByDb = new WeakMap<Db, Promise<VapidKeys>>();

async function loadOrMakeKeys(db: Db): Promise<VapidKeys> {
  const existing = await pushRepository.findKeys(db);
  if (existing) {
    return existing;
  }
  // Two processes starting at once both make a pair; the first insert wins and both read it.
  await pushRepository.insertKeysIfAbsent(db, webpush.generateVAPIDKeys());
  const stored = await pushRepository.findKeys(db);
  if (!stored) {
    throw new Error("the VAPID key pair vanished");
  }
  return stored;
}

/** The site's VAPID keys: VAPID_* when configured, else the pair kept in the database. */
export async function vapidKeys(deps: Pick<Deps, "config" | "db">): Promise<VapidKeys> {
  const { publicKey, privateKey } = deps.config.vapid;
  if (publicKey && privateKey) {
    return { publicKey, privateKey };
  }
  let keys = keysByDb.get(deps.db);
  if (!keys) {
    keys = loadOrMakeKeys(deps.db);
    keysByDb.set(deps.db, keys);
    keys.catch(() => keysByDb.delete(deps.db));
  }
  return keys;
}

/**
 * Checks what the schema cannot: that `p256dh` is a point on the curve, and (in production) that
 * the endpoint is no address of the server's own network.
 *
 * @throws AppError VALIDATION_FAILED
 */
async function assertUsableSubscription(
  deps: Pick<Deps, "config">,
  input: PushSubscriptionInput,
): Promise<void> {
  if (!isP256PublicKey(input.keys.p256dh)) {
    throw new AppError("VALIDATION_FAILED", "Invalid body: keys.p256dh: not a point on P-256");
  }
  if (!guardsEndpoints(deps.config)) {
    return;
  }
  try {
    await assertPublicEndpoint(input.endpoint);
  } catch (error) {
    if (error instanceof PrivateEndpointError) {
      throw new AppError(
        "VALIDATION_FAILED",
        "Invalid body: endpoint: must be a push service at a public address",
      );
    }
    throw error;
  }
}

/**
 * Saves the signed-in player's device (taking it over from whoever had it), newest kept.
 *
 * @throws AppError VALIDATION_FAILED (a key off the curve, an endpoint at a private address)
 */
export async function subscribe(
  deps: Pick<Deps, "config" | "db" | "log" | "background" | "events">,
  userId: string,
  input: PushSubscriptionInput,
): Promise<void> {
  await assertUsableSubscription(deps, input);
  await withTransaction(deps, async ({ tx }) => {
    await pushRepository.upsertSubscription(tx, {
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
    });
    await pushRepository.trimSubscriptions(tx, userId, PUSH_SUBSCRIPTIONS_MAX);
  });
}

/** Forgets one of the signed-in player's devices (someone else's endpoint is left alone). */
export async function unsubscribe(
  deps: Pick<Deps, "db">,
  userId: string,
  endpoint: string,
): Promise<void> {
  await pushRepository.deleteOwnSubscription(deps.db, userId, endpoint);
}

export async function getNotificationSettings(
  deps: Pick<Deps, "db">,
  userId: string,
): Promise<NotificationSettings> {
  const [push, user] = await Promise.all([
    pushRepository.findSettings(deps.db, userId),
    usersRepository.findById(deps.db, userId),
  ]);
  return { push, email: { reminders: user?.canSendEmailsToUser ?? false } };
}

export async function saveNotificationSettings(
  deps: Pick<Deps, "db" | "log" | "sessions" | "background" | "events">,
  userId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  await withTransaction(deps, async ({ tx, afterCommit }) => {
    await pushRepository.saveSettings(tx, userId, settings.push);
    await pushRepository.setEmailConsent(tx, userId, settings.email.reminders);
    afterCommit(() => deps.sessions.userChanged(userId));
  });
  return getNotificationSettings(deps, userId);
}

export type PushDeps = Pick<Deps, "config" | "db" | "log"> & { pushAgent?: Agent };

/** Sends one message to one device; a device the push service calls gone (404/410) is dropped. */
async function sendTo(
  deps: PushDeps,
  keys: VapidKeys,
  subscription: PushSubscriptionRow,
  payload: PushPayload,
): Promise<void> {
  try {
    if (guardsEndpoints(deps.config)) {
      // An address in the URL is connected to as it is; a host name is checked by pushAgent.
      assertPublicEndpointAddress(subscription.endpoint);
    }
    await webpush.sendNotification(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: deps.config.vapid.subject, ...keys },
        TTL: TTL_SECONDS,
        timeout: SEND_TIMEOUT_MS,
        contentEncoding: "aes128gcm",
        ...(deps.pushAgent ? { agent: deps.pushAgent } : {}),
      },
    );
  } catch (error) {
    if (error instanceof PrivateEndpointError) {
      // Saved before the check existed, or a name that now points inside: never a push service.
      await pushRepository.deleteSubscription(deps.db, subscription.id);
      deps.log.warn(
        { userId: subscription.userId, reason: error.message },
        "push endpoint at a private address; subscription removed",
      );
      return;
    }
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
      await pushRepository.deleteSubscription(deps.db, subscription.id);
      deps.log.info(
        { userId: subscription.userId, status: error.statusCode },
        "push subscription gone; removed",
      );
      return;
    }
    // Not retried: a reminder that comes late is worth less than none.
    deps.log.warn(
      {
        err: error,
        userId: subscription.userId,
        status: error instanceof WebPushError ? error.statusCode : undefined,
      },
      "a push message could not be sent",
    );
  }
}

/**
 * Sends `kind` to every device of each user who keeps that kind on. Runs outside any
 * transaction (call it after commit, see `pushAfterCommit`); never throws for a device.
 */
async function sendPush(
  deps: PushDeps,
  kind: PushKind,
  messages: { userId: string; payload: Omit<PushPayload, "kind"> }[],
): Promise<void> {
  const wanting = new Set(
    await pushRepository.filterWanting(
      deps.db,
      [...new Set(messages.map((message) => message.userId))],
      kind,
    ),
  );
  const subscriptions = await pushRepository.listSubscriptions(deps.db, [...wanting]);
  if (subscriptions.length === 0) {
    return;
  }
  const keys = await vapidKeys(deps);
  const byUser = new Map<string, PushSubscriptionRow[]>();
  for (const row of subscriptions) {
    byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  }
  await Promise.all(
    messages
      .filter((message) => wanting.has(message.userId))
      .flatMap((message) =>
        (byUser.get(message.userId) ?? []).map((subscription) =>
          sendTo(deps, keys, subscription, { kind, ...message.payload }),
        ),
      ),
  );
}

/** Registers the push of `messages` for after the running transaction commits. */
export function pushAfterCommit(
  deps: PushDeps,
  afterCommit: AfterCommit,
  kind: PushKind,
  messages: { userId: string; payload: Omit<PushPayload, "kind"> }[],
): void {
  if (messages.length > 0) {
    // After the unit's broadcasts: no player's live update waits on a push service.
    afterCommit(() => sendPush(deps, kind, messages), { outside: true });
  }
}

/**
 * Registers the same push about one scrim to each of `userIds` for after the running transaction
 * commits; a tap on it opens the scrim's page.
 */
export function pushScrimAfterCommit(
  deps: PushDeps,
  afterCommit: AfterCommit,
  kind: PushKind,
  scrimId: string,
  message: Omit<PushPayload, "kind" | "url">,
  userIds: string[],
): void {
  const payload = { ...message, url: `/scrims/${scrimId}` };
  pushAfterCommit(
    deps,
    afterCommit,
    kind,
    userIds.map((userId) => ({ userId, payload })),
  );
}

/** Used by the reminder job: the users among `userIds` not reminded yet of this scrim's start. */
export async function claimReminders(
  tx: DbOrTx,
  scrim: { id: string; gameStartTime: Date },
  kind: PushKind,
  userIds: string[],
): Promise<string[]> {
  return pushRepository.claimDeliveries(
    tx,
    { scrimId: scrim.id, kind, gameStartTime: scrim.gameStartTime },
    userIds,
  );
}
