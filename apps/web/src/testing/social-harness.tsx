import { act, configure } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ConversationDto, MessageDto } from "@scrims/shared/chat/chat.schema";
import type { FriendCheckDto, FriendRequestDto } from "@scrims/shared/friends/friends.schema";
import type { NotificationDto } from "@scrims/shared/notifications/notifications.schema";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { Outlet, useParams } from "react-router";
import type { RouteObject } from "react-router";
import { SocialHeaderButtons, SocialRuntime } from "@/app/social/social-shell";
import { UserProfileRoute } from "@/app/routes/users/user-profile";
import { createAlertsStore } from "@/components/alerts/alerts-store";
import { ScrimChatButton } from "@/features/chat/components/scrim-chat-button";
import { ScrimDetail } from "@/features/scrims/components/scrim-detail";
import { ScrimCard } from "@/features/scrims/components/lobby/scrim-card";
import { ScrimLobby } from "@/features/scrims/components/lobby/scrim-lobby";
import { GlobalDialogsContext, createGlobalDialogsStore } from "@/lib/global-dialogs";
import { createQueryClient } from "@/lib/query-client";
import { ScrimChatSlotContext } from "@/lib/scrim-chat-slot";
import { SocketContext } from "@/lib/socket";
import { createFakeSocket, createFakeSocketStore } from "./fake-socket";
import { buildMessage } from "./social-data";
import { fail, ok, startTestApi } from "./test-api-server";
import type { TestApi, TestApiReply, TestApiRequest } from "./test-api-server";
import { buildAuthValue, buildSessionUser, renderRoutes } from "./test-utils";

/** What the fake social API holds; tests read and change it. */
export type SocialState = {
  viewer: UserDto;
  /** Players the profile route can look up by name. */
  users: UserDto[];
  /** Pending requests received by the viewer. */
  requests: FriendRequestDto[];
  /** Friends by user id. */
  friends: Record<string, UserDto[]>;
  /** The viewer's relation to each other user ("none" when absent). */
  checks: Record<string, FriendCheckDto>;
  notifications: NotificationDto[];
  conversations: ConversationDto[];
  messages: Record<string, MessageDto[]>;
  scrimConversations: Record<string, ConversationDto>;
  scrims: ScrimDto[];
};

export type SocialHandler = (
  request: TestApiRequest,
  state: SocialState,
) => TestApiReply | Promise<TestApiReply>;

// The social pages chain several requests (user, record, friends, check) on a shared 2-core box.
configure({ asyncUtilTimeout: 5000 });

const open: TestApi[] = [];

export async function closeSocialHarness() {
  await Promise.all(open.splice(0).map((api) => api.close()));
}

const noUserRecord = {
  userGamesPlayedCount: 0,
  userWinrate: 0,
  userGamesCastedCount: 0,
  userLevel: 1,
  userExp: 0,
  expNeeded: 10,
  userParticipatedScrims: [],
};

/**
 * The social routes (friend requests, friends, notifications, conversations, messages) over
 * `state`, as the real server answers them.
 */
function answer(request: TestApiRequest, state: SocialState): TestApiReply {
  const { method, path } = request;
  const raw = (request.body ?? {}) as Record<string, unknown>;
  const body = (key: string) => (typeof raw[key] === "string" ? raw[key] : "");
  const segments = path.split("/").slice(1); // ["api", ...]
  const part = (index: number) => segments[index] ?? "";
  // "GET /friend-requests/check", "POST /messages" (the id of a message route comes after).
  const verb = part(1) === "messages" ? "" : part(2);
  const route = `${method} /${part(1)}${verb ? `/${verb}` : ""}`;

  switch (route) {
    case "GET /friend-requests/check":
      return ok(state.checks[part(3)] ?? { status: "none", requestId: null });
    case "GET /friend-requests":
      return ok(state.requests);
    case "POST /friend-requests/send-request": {
      const receiver = state.users.find((user) => user._id === part(3));
      const friendRequest = {
        _id: "00000000-0000-4000-8000-00000000a001",
        _user: state.viewer,
        _receiver: part(3),
        createdAt: new Date().toISOString(),
      };
      state.checks[part(3)] = { status: "sent", requestId: friendRequest._id };
      return receiver
        ? { status: 201, body: { friendRequest } }
        : fail(404, "NOT_FOUND", "User not found");
    }
    case "POST /friend-requests/accept-request": {
      const request = state.requests.find((item) => item._user._id === body("newFriendUserId"));
      if (!request) {
        return fail(404, "NOT_FOUND", "Friend request not found");
      }
      state.requests = state.requests.filter((item) => item !== request);
      state.friends[state.viewer._id] = [...(state.friends[state.viewer._id] ?? []), request._user];
      state.checks[request._user._id] = { status: "friends", requestId: null };
      return ok({ updatedUserFriends: state.friends[state.viewer._id] });
    }
    case "POST /friend-requests/cancel-request": {
      const other = Object.entries(state.checks).find(
        ([, check]) => check.status === "sent" && check.requestId === part(3),
      );
      if (!other) {
        return fail(404, "NOT_FOUND", "Friend request not found");
      }
      delete state.checks[other[0]];
      return { status: 204 };
    }
    case "POST /friends/unfriend": {
      const friendId = part(3);
      const mine = state.friends[state.viewer._id] ?? [];
      if (!mine.some((friend) => friend._id === friendId)) {
        return fail(404, "NOT_FOUND", "You are not friends with this user");
      }
      state.friends[state.viewer._id] = mine.filter((friend) => friend._id !== friendId);
      state.friends[friendId] = (state.friends[friendId] ?? []).filter(
        (friend) => friend._id !== state.viewer._id,
      );
      delete state.checks[friendId];
      return ok({ friends: state.friends[state.viewer._id] });
    }
    case "POST /friend-requests/reject-request":
      state.requests = state.requests.filter((item) => item._id !== part(4));
      return ok({ friendRequests: state.requests });
    case "GET /friends/user-friends":
      return ok(state.friends[part(3)] ?? []);
    case "GET /notifications":
      return ok(state.notifications);
    case "POST /notifications/remove-user-notification":
      state.notifications = state.notifications.filter((item) => item._id !== part(3));
      return ok({ notifications: state.notifications });
    case "POST /notifications/remove-all-user-notifications":
      state.notifications = [];
      return ok({ notifications: [] });
    case "GET /conversations":
      return ok(state.conversations);
    case "GET /conversations/find": {
      const found = state.conversations.find((item) => item.otherMember?._id === part(4));
      return ok(found ?? null);
    }
    case "GET /conversations/scrim-unread":
      return ok(
        (request.query.get("scrimIds") ?? "")
          .split(",")
          .filter((scrimId) => state.scrims.some((scrim) => scrim._id === scrimId))
          .map((scrimId) => {
            const conversation = state.scrimConversations[scrimId];
            return {
              scrimId,
              conversationId: conversation?._id ?? null,
              unseenCount: conversation?.unseenCount ?? 0,
            };
          }),
      );
    case "GET /conversations/scrim": {
      const found = state.scrimConversations[part(3)];
      return found ? ok(found) : fail(404, "NOT_FOUND", "Scrim not found");
    }
    case "POST /conversations": {
      const other = state.users.find((user) => user._id === body("receiverId")) ?? null;
      const conversation: ConversationDto = {
        _id: "00000000-0000-4000-8000-00000000c001",
        members: other ? [state.viewer, other] : [],
        _scrim: null,
        otherMember: other,
        lastMessage: null,
        unseenCount: 0,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      };
      state.conversations = [conversation, ...state.conversations];
      return ok(conversation);
    }
    case "GET /messages": {
      // Pages as the server does: the `limit` latest before the `before` message, oldest first.
      const all = state.messages[part(2)] ?? [];
      const before = request.query.get("before");
      const limit = Number(request.query.get("limit") ?? 50);
      const end = before ? all.findIndex((item) => item._id === before) : all.length;
      return ok(all.slice(Math.max(0, end - limit), end < 0 ? 0 : end));
    }
    case "POST /messages": {
      if (part(2)) {
        // POST /api/messages/{id}/seen
        return ok(
          Object.values(state.messages)
            .flat()
            .find((item) => item._id === part(2)),
        );
      }
      const message = buildMessage(state.viewer, body("conversationId"), body("text").trim(), {
        _receiver: body("receiverId") || null,
        createdAt: new Date().toISOString(),
      });
      state.messages[body("conversationId")] = [
        ...(state.messages[body("conversationId")] ?? []),
        message,
      ];
      return { status: 201, body: message };
    }
    default:
      break;
  }
  if (method === "POST" && /^\/api\/conversations\/[^/]+\/seen$/.test(path)) {
    state.conversations = state.conversations.map((item) =>
      item._id === part(2) ? { ...item, unseenCount: 0 } : item,
    );
    for (const [scrimId, item] of Object.entries(state.scrimConversations)) {
      if (item._id === part(2)) {
        state.scrimConversations[scrimId] = { ...item, unseenCount: 0 };
      }
    }
    return { status: 204 };
  }
  if (method === "GET" && part(1) === "users" && segments.length === 3) {
    const user = state.users.find((item) => item.name === decodeURIComponent(part(2)));
    return user ? ok(user) : fail(404, "NOT_FOUND", `User ${part(2)} was not found`);
  }
  if (method === "GET" && part(1) === "users" && part(3) === "record") {
    return ok(noUserRecord);
  }
  if (method === "GET" && part(1) === "scrims" && segments.length === 3) {
    const scrim = state.scrims.find((item) => item._id === part(2));
    return scrim ? ok(scrim) : fail(404, "NOT_FOUND", "Scrim not found!");
  }
  return undefined;
}

/** A list of scrim cards, as the hub shows them. */
function ScrimCards({ scrims }: { scrims: ScrimDto[] }) {
  return (
    <>
      {scrims.map((scrim) => (
        <ScrimCard key={scrim._id} scrim={scrim} Lobby={ScrimLobby} collapsible />
      ))}
    </>
  );
}

function ScrimPage() {
  const { id = "" } = useParams();
  return <ScrimDetail key={id} scrimId={id} />;
}

/**
 * Renders the signed-in shell's social parts (header icons, live events, global dialogs) above a
 * page, against a real local HTTP server playing the social API over `state`, with a fake socket.
 * Pages: `/` (blank), `/users/:name` (the profile route), `/scrims/:id` (the scrim page with the
 * chat button in its card), `/cards` (every scrim of `state` as a hub card).
 */
export async function renderSocial({
  viewer,
  state: initial = {},
  handler,
  path = "/",
}: {
  viewer: UserDto;
  state?: Partial<SocialState>;
  handler?: SocialHandler;
  path?: string;
}) {
  const state: SocialState = {
    viewer,
    users: [viewer],
    requests: [],
    friends: {},
    checks: {},
    notifications: [],
    conversations: [],
    messages: {},
    scrimConversations: {},
    scrims: [],
    ...initial,
  };
  const api = await startTestApi(async (request) => {
    const custom = await handler?.(request, state);
    return custom ?? answer(request, state);
  });
  open.push(api);
  const socket = createFakeSocket();
  const alerts = createAlertsStore();
  const dialogs = createGlobalDialogsStore();
  const queryClient = createQueryClient({ alerts });
  queryClient.setDefaultOptions({ queries: { retry: false } });

  const routes: RouteObject[] = [
    {
      path: "/",
      element: (
        <SocketContext value={createFakeSocketStore(socket)}>
          <GlobalDialogsContext value={dialogs}>
            <ScrimChatSlotContext value={ScrimChatButton}>
              <header>
                <SocialHeaderButtons />
              </header>
              <SocialRuntime viewerId={viewer._id} />
              <main>
                <Outlet />
              </main>
            </ScrimChatSlotContext>
          </GlobalDialogsContext>
        </SocketContext>
      ),
      children: [
        { index: true, element: <p>Home page</p> },
        { path: "users/:name", element: <UserProfileRoute /> },
        { path: "scrims/:id", element: <ScrimPage /> },
        { path: "scrims", element: <p>Scrims Hub page</p> },
        { path: "cards", element: <ScrimCards scrims={state.scrims} /> },
      ],
    },
  ];
  const view = renderRoutes(routes, {
    initialEntries: [path],
    alerts,
    queryClient,
    auth: buildAuthValue({ currentUser: buildSessionUser(viewer) }),
  });
  /** Plays a server event, inside act. */
  const serverEmit: typeof socket.serverEmit = (...args) => {
    act(() => socket.serverEmit(...args));
  };
  return { ...view, api, socket, serverEmit, state, dialogs, user: userEvent.setup() };
}
