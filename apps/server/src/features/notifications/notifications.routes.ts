import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  notificationListDtoSchema,
  notificationsDtoSchema,
  removeAllNotificationsParamsSchema,
  removeNotificationParamsSchema,
} from "@scrims/shared/notifications/notifications.schema";
import { commonErrors as errors } from "@/lib/api-routes";
import { userOf } from "@/plugins/auth";
import { presentNotification } from "./notifications.presenter";
import {
  listNotifications,
  removeAllNotifications,
  removeNotification,
} from "./notifications.service";

/** The signed-in player's notifications; "marking read" removes them (the spec's paths). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/notifications",
    {
      schema: {
        tags: ["notifications"],
        summary: "The signed-in player's notifications, newest first",
        response: { 200: notificationListDtoSchema, ...errors },
      },
    },
    async (request) =>
      (await listNotifications(app.deps, userOf(request).id)).map(presentNotification),
  );

  app.post(
    "/notifications/remove-user-notification/:notificationId",
    {
      schema: {
        tags: ["notifications"],
        summary: "Removes (marks read) one of the signed-in player's notifications",
        params: removeNotificationParamsSchema,
        response: { 200: notificationsDtoSchema, ...errors },
      },
    },
    async (request) => ({
      notifications: (
        await removeNotification(app.deps, userOf(request).id, request.params.notificationId)
      ).map(presentNotification),
    }),
  );

  app.post(
    "/notifications/remove-all-user-notifications/:userId",
    {
      schema: {
        tags: ["notifications"],
        summary: "Removes (marks read) all of the signed-in player's notifications",
        params: removeAllNotificationsParamsSchema,
        response: { 200: notificationsDtoSchema, ...errors },
      },
    },
    async (request) => ({
      notifications: (
        await removeAllNotifications(app.deps, userOf(request).id, request.params.userId)
      ).map(presentNotification),
    }),
  );
};
