import {
  NOTIFICATIONS_MAX,
  notificationMessages,
} from "@scrims/shared/notifications/notifications.schema";
import {
  pushOfNotification,
  type NotificationContent,
} from "@scrims/shared/notifications/notification-kinds";
import type { Tx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { AppError } from "@/lib/errors";
import { userRoom } from "@/lib/rooms";
import type { AfterCommit } from "@/lib/transaction";
import { pushAfterCommit, type PushDeps } from "@/features/push/push.service";
import { presentNotification } from "./notifications.presenter";
import {
  notificationsRepository,
  type NewNotificationRow,
  type NotificationView,
} from "./notifications.repository";

/** What `notify` sends: a kind with its params, to whom, and what it relates to. */
export type Notice = NotificationContent & {
  userIds: string[];
} & Pick<NewNotificationRow, "relatedUserId" | "relatedScrimId" | "conversationId">;

type NotifyDeps = Pick<Deps, "db" | "realtime"> & PushDeps;

/**
 * Notifies each of `userIds`, in the caller's unit of work: stores the notification (dropping each
 * reader's oldest past NOTIFICATIONS_MAX), sends it after commit to the reader's room as a
 * `notification` event, and, when its kind has a push, pushes it to every device of each reader
 * who keeps that push on.
 */
export async function notify(
  deps: NotifyDeps,
  unit: { tx: Tx; afterCommit: AfterCommit },
  notice: Notice,
): Promise<void> {
  const { tx, afterCommit } = unit;
  const { userIds, ...stored } = notice;
  const rows = await notificationsRepository.insertMany(
    tx,
    userIds.map((userId) => ({ ...stored, userId })),
  );
  for (const userId of new Set(userIds)) {
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
  const push = pushOfNotification(notice, notice.relatedScrimId);
  if (push) {
    const { kind, ...payload } = push;
    pushAfterCommit(
      deps,
      afterCommit,
      kind,
      userIds.map((userId) => ({ userId, payload })),
    );
  }
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
  deps: NotifyDeps,
  unit: { tx: Tx; afterCommit: AfterCommit },
  scrim: { scrimId: string; title: string; userIds: string[] },
): Promise<void> {
  await notify(deps, unit, {
    kind: "scrimStarting",
    params: { title: scrim.title },
    relatedScrimId: scrim.scrimId,
    userIds: scrim.userIds,
  });
}

/** Account deletion: the account's notifications and those pointing at it, in its transaction. */
export async function deleteNotificationsOfAccount(tx: Tx, userId: string): Promise<void> {
  await notificationsRepository.deleteOfAccount(tx, userId);
}
