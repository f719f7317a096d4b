import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  acceptFriendRequestDtoSchema,
  acceptFriendRequestInputSchema,
  acceptFriendRequestParamsSchema,
  cancelFriendRequestParamsSchema,
  checkFriendParamsSchema,
  friendCheckDtoSchema,
  friendListDtoSchema,
  friendRequestListDtoSchema,
  rejectFriendRequestDtoSchema,
  rejectFriendRequestParamsSchema,
  sendFriendRequestDtoSchema,
  sendFriendRequestParamsSchema,
  unfriendDtoSchema,
  unfriendParamsSchema,
  userFriendsParamsSchema,
} from "@scrims/shared/friends/friends.schema";
import { commonErrors as errors, errorResponses } from "@/lib/api-routes";
import { userOf } from "@/plugins/auth";
import { idempotencyRecorder } from "@/plugins/idempotency";
import type { UserRow } from "@/features/users/users.repository";
import { presentUser } from "@/features/users/users.presenter";
import { presentFriendRequest } from "./friends.presenter";
import type { FriendRequestView } from "./friends.repository";
import {
  acceptFriendRequest,
  cancelFriendRequest,
  checkFriend,
  listFriendRequests,
  listUserFriends,
  rejectFriendRequest,
  sendFriendRequest,
  unfriend,
} from "./friends.service";

const tags = ["friends"];
const conflicts = errorResponses(409, 429);

/** Friend requests and friends lists: the schemas below are the contract, served at /api/docs. */
export const friendsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/friend-requests/send-request/:receiverId",
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: "Asks a player to be friends (one pending request per pair, either direction)",
        params: sendFriendRequestParamsSchema,
        response: { 201: sendFriendRequestDtoSchema, ...errors, ...conflicts },
      },
    },
    async (request, reply) => {
      const present = (view: FriendRequestView) => ({ friendRequest: presentFriendRequest(view) });
      const view = await sendFriendRequest(app.deps, userOf(request), request.params.receiverId, {
        inTransaction: idempotencyRecorder(request, present),
      });
      return reply.code(201).send(present(view));
    },
  );

  app.get(
    "/friend-requests",
    {
      schema: {
        tags,
        summary: "The signed-in player's pending received friend requests, newest first",
        response: { 200: friendRequestListDtoSchema, ...errors },
      },
    },
    async (request) =>
      (await listFriendRequests(app.deps, userOf(request).id)).map(presentFriendRequest),
  );

  app.post(
    "/friend-requests/accept-request/:userId",
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: "The receiver accepts a request ({userId} is the signed-in player)",
        params: acceptFriendRequestParamsSchema,
        body: acceptFriendRequestInputSchema,
        response: { 200: acceptFriendRequestDtoSchema, ...errors, ...conflicts },
      },
    },
    async (request) => {
      const present = (friends: UserRow[]) => ({ updatedUserFriends: friends.map(presentUser) });
      const friends = await acceptFriendRequest(
        app.deps,
        userOf(request),
        request.params.userId,
        request.body.newFriendUserId,
        { inTransaction: idempotencyRecorder(request, present) },
      );
      return present(friends);
    },
  );

  app.post(
    "/friend-requests/reject-request/:userId/:requestId",
    {
      schema: {
        tags,
        summary: "The receiver rejects a request ({userId} is the signed-in player)",
        params: rejectFriendRequestParamsSchema,
        response: { 200: rejectFriendRequestDtoSchema, ...errors },
      },
    },
    async (request) => ({
      friendRequests: (
        await rejectFriendRequest(
          app.deps,
          userOf(request),
          request.params.userId,
          request.params.requestId,
        )
      ).map(presentFriendRequest),
    }),
  );

  app.post(
    "/friend-requests/cancel-request/:requestId",
    {
      schema: {
        tags,
        summary: "The sender withdraws a request",
        params: cancelFriendRequestParamsSchema,
        response: { 204: z.null().describe("Withdrawn"), ...errors },
      },
    },
    async (request, reply) => {
      await cancelFriendRequest(app.deps, userOf(request), request.params.requestId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/friend-requests/check/:userId",
    {
      schema: {
        tags,
        summary: "The signed-in player's relation to a player: none, sent, received or friends",
        params: checkFriendParamsSchema,
        response: { 200: friendCheckDtoSchema, ...errors },
      },
    },
    async (request) => checkFriend(app.deps, userOf(request).id, request.params.userId),
  );

  app.get(
    "/friends/user-friends/:userId",
    {
      schema: {
        tags,
        summary: "A player's friends (public fields)",
        params: userFriendsParamsSchema,
        response: { 200: friendListDtoSchema, ...errors },
      },
    },
    async (request) => (await listUserFriends(app.deps, request.params.userId)).map(presentUser),
  );

  app.post(
    "/friends/unfriend/:friendUserId",
    {
      schema: {
        tags,
        summary: "Ends a friendship; answers the signed-in player's remaining friends",
        params: unfriendParamsSchema,
        response: { 200: unfriendDtoSchema, ...errors },
      },
    },
    async (request) => ({
      friends: (await unfriend(app.deps, userOf(request), request.params.friendUserId)).map(
        presentUser,
      ),
    }),
  );
};
