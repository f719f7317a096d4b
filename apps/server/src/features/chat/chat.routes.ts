import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  conversationDtoSchema,
  conversationIdParamsSchema,
  conversationListDtoSchema,
  createConversationInputSchema,
  findConversationParamsSchema,
  listMessagesQuerySchema,
  messageDtoSchema,
  messageIdParamsSchema,
  messageListDtoSchema,
  scrimConversationParamsSchema,
  scrimUnreadListDtoSchema,
  scrimUnreadQuerySchema,
  sendMessageInputSchema,
} from "@scrims/shared/chat/chat.schema";
import { commonErrors as errors, errorResponses } from "@/lib/api-routes";
import { userOf } from "@/plugins/auth";
import { idempotencyRecorder } from "@/plugins/idempotency";
import { presentConversation, presentMessage, type ConversationView } from "./chat.presenter";
import {
  findConversation,
  getScrimConversation,
  listConversations,
  listMessages,
  listScrimUnread,
  markConversationSeen,
  markMessageSeen,
  sendMessage,
  startConversation,
} from "./chat.service";

const tags = ["chat"];

/** Direct conversations between friends and each scrim's chat (the contract: /api/docs). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/conversations",
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: "Opens (or finds) the direct conversation with a friend",
        body: createConversationInputSchema,
        response: { 200: conversationDtoSchema, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      const present = (view: ConversationView) => presentConversation(view, user.id);
      const view = await startConversation(app.deps, user, request.body, {
        inTransaction: idempotencyRecorder(request, present),
      });
      return present(view);
    },
  );

  app.get(
    "/conversations",
    {
      schema: {
        tags,
        summary:
          "The signed-in player's direct conversations with the other member and unseen counts",
        response: { 200: conversationListDtoSchema, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      return (await listConversations(app.deps, user.id)).map((view) =>
        presentConversation(view, user.id),
      );
    },
  );

  app.get(
    "/conversations/find/:firstUserId/:secondUserId",
    {
      schema: {
        tags,
        summary:
          "The direct conversation of two players (one of them the signed-in one), or null when they have none",
        params: findConversationParamsSchema,
        response: { 200: conversationDtoSchema.nullable(), ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { firstUserId, secondUserId } = request.params;
      const found = await findConversation(app.deps, user.id, firstUserId, secondUserId);
      return found ? presentConversation(found, user.id) : null;
    },
  );

  app.get(
    "/conversations/scrim/:scrimId",
    {
      schema: {
        tags,
        summary: "A scrim's conversation, for whoever may see the scrim",
        params: scrimConversationParamsSchema,
        response: { 200: conversationDtoSchema, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      return presentConversation(
        await getScrimConversation(app.deps, user, request.params.scrimId),
        user.id,
      );
    },
  );

  app.get(
    "/conversations/scrim-unread",
    {
      schema: {
        tags,
        summary:
          "The signed-in player's unread counts of several scrims' chats (a hub's cards), in one request",
        querystring: scrimUnreadQuerySchema,
        response: { 200: scrimUnreadListDtoSchema, ...errors },
      },
    },
    async (request) => listScrimUnread(app.deps, userOf(request), request.query.scrimIds),
  );

  app.post(
    "/conversations/:conversationId/seen",
    {
      schema: {
        tags,
        summary: "Marks every message of a conversation seen by the signed-in player",
        params: conversationIdParamsSchema,
        response: { 200: conversationDtoSchema, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      return presentConversation(
        await markConversationSeen(app.deps, user, request.params.conversationId),
        user.id,
      );
    },
  );

  app.get(
    "/messages/:conversationId",
    {
      schema: {
        tags,
        summary: "A page of a conversation's messages, oldest first (before a message id, limit)",
        params: conversationIdParamsSchema,
        querystring: listMessagesQuerySchema,
        response: { 200: messageListDtoSchema, ...errors },
      },
    },
    async (request) =>
      (
        await listMessages(app.deps, userOf(request), request.params.conversationId, request.query)
      ).map(presentMessage),
  );

  app.post(
    "/messages",
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: "Posts a message (1–1,000 characters after trim) to a conversation one may read",
        body: sendMessageInputSchema,
        response: { 200: messageDtoSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (request) =>
      presentMessage(
        await sendMessage(app.deps, userOf(request), request.body, {
          inTransaction: idempotencyRecorder(request, presentMessage),
        }),
      ),
  );

  app.post(
    "/messages/:messageId/seen",
    {
      schema: {
        tags,
        summary: "Marks a message seen by the signed-in reader",
        params: messageIdParamsSchema,
        response: { 200: messageDtoSchema, ...errors },
      },
    },
    async (request) =>
      presentMessage(await markMessageSeen(app.deps, userOf(request), request.params.messageId)),
  );
};
