import {
  NOTIFICATIONS_MAX,
  notificationMessages,
} from "@scrims/shared/notifications/notifications.schema";
import type { NotificationContent } from "@scrims/shared/notifications/notification-kinds";
import type { Tx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { AppError } from "@/lib/errors";
import { userRoom } from "@/lib/rooms";
import type { AfterCommit } from "@/lib/transaction";
import { presentNotification } from "./notifications.presenter";
import {
  notificationsRepository,
  type NewNotificationRow,
  type NotificationView,
} from "./notifications.repository";

/** One notification to store: its reader, its kind with its params, and what it relates to. */
export type NotificationInput = NotificationContent &
  Pick<NewNotificationRow, "userId" | "relatedUserId" | "relatedScrimId" | "conversationId">;

/**
 * Stores notifications in the caller's transaction, drops each user's oldest past
 * NOTIFICATIONS_MAX, and after commit sends each to its user's room as a `notification` event.
 */
export async function notify(
  deps: Pick<Deps, "db" | "realtime">,
  tx: Tx,
  afterCommit: AfterCommit,
  inputs: NotificationInput[],
): Promise<void> {
  const rows = await notificationsRepository.insertMany(tx, inputs);
  for (const userId of new Set(rows.map((row) => row.userId))) {
    await notificationsRepository.trim(tx, userId, NOTIFICATIONS_MAX);
  }
  if (rows.length === 0) {
    return;
  }
  afterCommit(async () => {
    const views = await notificationsRepository.listViews(deps.db, {
      ids: rows.map((row) => row.id),
    });
    for (const view of views) {
      deps.realtime.to(userRoom(view.row.userId)).emit("notification", presentNotification(view));
    }
  });
}

/** The signed-in user's notifications, newest first. */
export async function listNotifications(
  deps: Pick<Deps, "db">,
  userId: string,
): Promise<NotificationView[]> {
  return notificationsRepository.listViews(deps.db, { userId });
}

/**
 * Removes ("marks read") one of the signed-in user's notifications; anyone else's is unknown.
 *
 * @throws AppError NOT_FOUND
 */
export async function removeNotification(
  deps: Pick<Deps, "db">,
  userId: string,
  notificationId: string,
): Promise<NotificationView[]> {
  if (!(await notificationsRepository.deleteOwn(deps.db, userId, notificationId))) {
    throw new AppError("NOT_FOUND", notificationMessages.notFound());
  }
  return listNotifications(deps, userId);
}

/**
 * Removes all of the signed-in user's notifications (`userId` must be theirs).
 *
 * @throws AppError FORBIDDEN for another user's id
 */
export async function removeAllNotifications(
  deps: Pick<Deps, "db">,
  actorId: string,
  userId: string,
): Promise<NotificationView[]> {
  if (actorId !== userId) {
    throw new AppError("FORBIDDEN", notificationMessages.notYours());
  }
  await notificationsRepository.deleteAllOf(deps.db, userId);
  return [];
}

/** A scrim alert to each player and caster of a scrim that starts now (in the job's transaction). */
export async function notifyScrimStart(
  deps: Pick<Deps, "db" | "realtime">,
  tx: Tx,
  afterCommit: AfterCommit,
  scrim: { scrimId: string; title: string; userIds: string[] },
): Promise<void> {
  await notify(
    deps,
    tx,
    afterCommit,
    scrim.userIds.map((userId) => ({
      userId,
      kind: "scrimStarting",
      params: { title: scrim.title },
      relatedScrimId: scrim.scrimId,
    })),
  );
}

/** Account deletion: the account's notifications and those pointing at it, in its transaction. */
export async function deleteNotificationsOfAccount(tx: Tx, userId: string): Promise<void> {
  await notificationsRepository.deleteOfAccount(tx, userId);
}
