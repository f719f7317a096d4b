import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  notificationSettingsSchema,
  pushPublicKeyDtoSchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeInputSchema,
} from "@scrims/shared/push/push.schema";
import { commonErrors as errors, errorResponses } from "@/lib/api-routes";
import { userOf } from "@/plugins/auth";
import {
  getNotificationSettings,
  saveNotificationSettings,
  subscribe,
  unsubscribe,
  vapidKeys,
} from "./push.service";

/** Web push subscriptions of each device, and the player's notification settings. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/push/public-key",
    {
      schema: {
        tags: ["push"],
        summary: "The site's VAPID public key (base64url), the browser's applicationServerKey",
        response: { 200: pushPublicKeyDtoSchema, ...errors },
      },
    },
    async () => ({ publicKey: (await vapidKeys(app.deps)).publicKey }),
  );

  app.post(
    "/push/subscriptions",
    {
      schema: {
        tags: ["push"],
        summary:
          "Saves this device's push subscription for the signed-in player (an endpoint another player had moves to them)",
        body: pushSubscriptionInputSchema,
        response: { 201: z.null().describe("Saved"), ...errors },
      },
    },
    async (request, reply) => {
      await subscribe(app.deps, userOf(request).id, request.body);
      return reply.status(201).send(null);
    },
  );

  app.delete(
    "/push/subscriptions",
    {
      config: { allowBanned: true },
      schema: {
        tags: ["push"],
        summary: "Forgets one of the signed-in player's devices",
        body: pushUnsubscribeInputSchema,
        response: { 204: z.null().describe("Forgotten"), ...errors },
      },
    },
    async (request, reply) => {
      await unsubscribe(app.deps, userOf(request).id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/users/me/notification-settings",
    {
      schema: {
        tags: ["push", "users"],
        summary: "Which pushes the signed-in player gets, and their email consent",
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => getNotificationSettings(app.deps, userOf(request).id),
  );

  app.put(
    "/users/me/notification-settings",
    {
      config: { allowBanned: true },
      schema: {
        tags: ["push", "users"],
        summary: "Saves which pushes the signed-in player gets, and their email consent",
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => saveNotificationSettings(app.deps, userOf(request).id, request.body),
  );
};
