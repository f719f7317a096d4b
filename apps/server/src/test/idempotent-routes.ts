import type { InjectOptions } from "fastify";
import type { App } from "@/app";
import { injectAs } from "./app";
import { bansOf, banWindow } from "./bans";
import { buildAdmin, buildScrim, buildUser, countScrimsTitled, type TestUser } from "./factories";
import { get, post } from "./requests";
import { social } from "./social";
import { HOUR } from "./time";

/**
 * One creating request, ready to send: who sends it, the request, another request to the same
 * route (a different body or path), and how many things of its kind exist now.
 */
export type CreatingRequest = {
  who: TestUser;
  request: InjectOptions;
  other: InjectOptions;
  made: () => Promise<number>;
};

/** How many of a player's notifications read `text`. */
async function notificationsReading(app: App, user: TestUser, text: string): Promise<number> {
  return (await social.notifications(app, user)).filter((n) => n.message.includes(text)).length;
}

/** Reports in the admin queue of `status` filed by `reporter`. */
async function reportsBy(app: App, reporter: TestUser, status: string): Promise<number> {
  const res = await injectAs(
    app,
    await buildAdmin(app),
    get(`/api/admin/reports?status=${status}`),
  );
  return (res.json() as { reporter: { _id: string } }[]).filter(
    (report) => report.reporter._id === reporter.id,
  ).length;
}

/** A report of a fresh target filed through the API; answers its id and the target. */
async function fileReport(app: App): Promise<{ reportId: string; target: TestUser }> {
  const target = await buildUser(app);
  const res = await injectAs(
    app,
    await buildUser(app),
    post("/api/reports", { targetUserId: target.id, reason: "cheating", text: "" }),
  );
  return { reportId: (res.json() as { report: { _id: string } }).report._id, target };
}

const banBody = (reason: string) => ({ ...banWindow(0, 3), reason });

/**
 * Every POST that creates something, by its OpenAPI name, with a fresh situation to send it in
 * (new players each time, so tests never meet each other's rows).
 */
export const CREATING_REQUESTS: Record<string, (app: App) => Promise<CreatingRequest>> = {
  "POST /api/scrims": async (app) => {
    const title = `Idempotent ${crypto.randomUUID()}`;
    const body = { title, gameStartTime: new Date(Date.now() + 2 * HOUR).toISOString() };
    return {
      who: await buildAdmin(app),
      request: post("/api/scrims", { ...body, region: "EUW" }),
      other: post("/api/scrims", { ...body, region: "NA" }),
      made: () => countScrimsTitled(app, title),
    };
  },
  "POST /api/friend-requests/send-request/{receiverId}": async (app) => {
    const [sender, receiver, another] = [
      await buildUser(app),
      await buildUser(app),
      await buildUser(app),
    ];
    return {
      who: sender,
      request: post(`/api/friend-requests/send-request/${receiver.id}`),
      other: post(`/api/friend-requests/send-request/${another.id}`),
      made: async () =>
        ((await injectAs(app, receiver, get("/api/friend-requests"))).json() as unknown[]).length,
    };
  },
  "POST /api/friend-requests/accept-request/{userId}": async (app) => {
    const [sender, receiver, another] = [
      await buildUser(app),
      await buildUser(app),
      await buildUser(app),
    ];
    await social.send(app, sender, receiver.id);
    await social.send(app, another, receiver.id);
    const accept = (newFriendUserId: string) =>
      post(`/api/friend-requests/accept-request/${receiver.id}`, { newFriendUserId });
    return {
      who: receiver,
      request: accept(sender.id),
      other: accept(another.id),
      made: () => notificationsReading(app, sender, "are now friends"),
    };
  },
  "POST /api/conversations": async (app) => {
    const [alice, bob, carol] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    await social.befriend(app, alice, bob);
    await social.befriend(app, alice, carol);
    const start = (receiverId: string) =>
      post("/api/conversations", { senderId: alice.id, receiverId });
    return {
      who: alice,
      request: start(bob.id),
      other: start(carol.id),
      made: () => notificationsReading(app, bob, "started a conversation"),
    };
  },
  "POST /api/messages": async (app) => {
    const player = await buildUser(app);
    const scrim = await buildScrim(app);
    const chat = await injectAs(app, player, get(`/api/conversations/scrim/${scrim.id}`));
    const conversationId = (chat.json() as { _id: string })._id;
    const read = () => injectAs(app, player, get(`/api/messages/${conversationId}`));
    return {
      who: player,
      request: post("/api/messages", { conversationId, text: "on my way" }),
      other: post("/api/messages", { conversationId, text: "in queue" }),
      made: async () => ((await read()).json() as unknown[]).length,
    };
  },
  "POST /api/reports": async (app) => {
    const [reporter, target] = [await buildUser(app), await buildUser(app)];
    const report = (reason: string) =>
      post("/api/reports", { targetUserId: target.id, reason, text: "Scripting" });
    return {
      who: reporter,
      request: report("cheating"),
      other: report("other"),
      made: () => reportsBy(app, reporter, "open"),
    };
  },
  "POST /api/users/{id}/ban": async (app) => {
    const [admin, player] = [await buildAdmin(app), await buildUser(app)];
    return {
      who: admin,
      request: post(`/api/users/${player.id}/ban`, banBody("Toxic in chat")),
      other: post(`/api/users/${player.id}/ban`, banBody("Griefing")),
      made: async () => (await bansOf(app, player.id)).length,
    };
  },
  "POST /api/admin/reports/{id}/ban": async (app) => {
    const admin = await buildAdmin(app);
    const { reportId, target } = await fileReport(app);
    return {
      who: admin,
      request: post(`/api/admin/reports/${reportId}/ban`, banBody("Reported for cheating")),
      other: post(`/api/admin/reports/${reportId}/ban`, banBody("Reported twice")),
      made: async () => (await bansOf(app, target.id)).length,
    };
  },
};
