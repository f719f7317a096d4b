import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { PUSH_SUBSCRIPTIONS_MAX, pushMessages } from "@scrims/shared/push/push.schema";
import { checkInMessages } from "@scrims/shared/scrims/check-in.constants";
import { checkInOpenJob } from "@/features/scrims/check-in/check-in.jobs";
import { injectAs, testApp } from "@/test/app";
import { expectError } from "@/test/assertions";
import {
  ALL_SEATS,
  addCasters,
  addToWaitlist,
  buildAdmin,
  buildUser,
  seatPlayers,
  type TestUser,
} from "@/test/factories";
import { loadJob, makeJobDue } from "@/test/jobs";
import { emailConsentOf, subscribedEndpoints } from "@/test/push";
import { startPushService, type PushServiceSubscription } from "@/test/push-service";
import { del, get, post, put } from "@/test/requests";
import {
  lobbyRequests,
  scrimRequests,
  createScrimThroughApi,
  scrimEditPayload,
} from "@/test/scrim-requests";
import { social } from "@/test/social";
import { MINUTE, fromNow } from "@/test/time";
import { waitFor } from "@/test/wait-for";
import { scrimReminderJob } from "./push.jobs";

// Web push end to end on the server: the routes through app.inject, and every push sent by the
// real sender (web-push) to a real local push service that verifies VAPID and decrypts.

const pushService = await startPushService();
const app = await testApp(
  { SCHEDULER: "off", PUBLIC_URL: "https://scrims.test" },
  {
    pushAgent: pushService.agent,
    jobHandlers: [scrimReminderJob, checkInOpenJob],
    ownDatabase: true,
  },
);
afterAll(() => pushService.close());
beforeEach(() => {
  pushService.received.length = 0;
  pushService.refused.length = 0;
});

const publicKey = get("/api/push/public-key");
const settingsUrl = "/api/users/me/notification-settings";
const subscribeReq = (subscription: Omit<PushServiceSubscription, "id">) =>
  post("/api/push/subscriptions", { endpoint: subscription.endpoint, keys: subscription.keys });

/** A player with one device subscribed through the route. */
async function subscribedPlayer(): Promise<{ user: TestUser; device: PushServiceSubscription }> {
  const user = await buildUser(app);
  const device = pushService.subscribe();
  const res = await injectAs(app, user, subscribeReq(device));
  expect(res.statusCode, res.body).toBe(201);
  return { user, device };
}

/** What the device received once the pushes under way (sent after the request answered) are done. */
async function pushesTo(device: PushServiceSubscription) {
  await app.deps.background.idle();
  return pushService.received.filter((push) => push.subscriptionId === device.id);
}

/** A player's devices once the pushes under way are done (a 404 or 410 removes one). */
async function subscriptionCount(userId: string) {
  await app.deps.background.idle();
  return (await subscribedEndpoints(app, userId)).length;
}

const defaults = {
  push: {
    scrimStarting: true,
    checkInOpen: true,
    seatFreed: true,
    friendRequest: true,
    message: true,
  },
  email: { reminders: false },
};

describe("GET /api/push/public-key", () => {
  it("answers a player the same P-256 key every time, the one pushes are signed with", async () => {
    const viewer = await buildUser(app);
    expect((await app.inject(publicKey)).statusCode).toBe(401);
    const first = await injectAs(app, viewer, publicKey);
    expect(first.statusCode, first.body).toBe(200);
    const key = first.json<{ publicKey: string }>().publicKey;
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await injectAs(app, viewer, publicKey)).json()).toEqual({ publicKey: key });

    const { user, device } = await subscribedPlayer();
    const friend = await buildUser(app);
    await social.send(app, friend, user.id);
    expect((await pushesTo(device))[0]?.vapidKey).toBe(key);
  });

  it("is VAPID_PUBLIC_KEY when the key pair is configured", async () => {
    const configured = await testApp({
      VAPID_PUBLIC_KEY:
        "BOhbacB0fg2DDvhJqrtblhkS-pMxmyzmDxuxUsWNSuS6RrtW7DCyuErK4cdt7eizgZVNkRkIZMmHKzbGTOM7cHs",
      VAPID_PRIVATE_KEY: "7jsy8s6vmQaNUu9QOsXZVsGx74btBoDwlHf02W2j28U",
      VAPID_SUBJECT: "mailto:admin@scrims.test",
    });
    expect((await injectAs(configured, await buildUser(configured), publicKey)).json()).toEqual({
      publicKey:
        "BOhbacB0fg2DDvhJqrtblhkS-pMxmyzmDxuxUsWNSuS6RrtW7DCyuErK4cdt7eizgZVNkRkIZMmHKzbGTOM7cHs",
    });
  });
});

describe("POST /api/push/subscriptions", () => {
  it("needs a session", async () => {
    const res = await app.inject(subscribeReq(pushService.subscribe()));
    expect(res.statusCode).toBe(401);
  });

  it("refuses what is not a push subscription, saving nothing", async () => {
    const user = await buildUser(app);
    const device = pushService.subscribe();
    for (const payload of [
      { endpoint: device.endpoint.replace("https:", "http:"), keys: device.keys },
      { endpoint: "not a url", keys: device.keys },
      { endpoint: device.endpoint, keys: { p256dh: "no spaces allowed", auth: device.keys.auth } },
      { endpoint: device.endpoint, keys: { p256dh: device.keys.p256dh } },
      { endpoint: device.endpoint },
    ]) {
      const res = await injectAs(app, user, post("/api/push/subscriptions", payload));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    }
    expect(await subscriptionCount(user.id)).toBe(0);
  });

  it("moves an endpoint subscribed again by another player to them", async () => {
    const { user: first, device } = await subscribedPlayer();
    const second = await buildUser(app);
    expect((await injectAs(app, second, subscribeReq(device))).statusCode).toBe(201);
    expect(await subscriptionCount(first.id)).toBe(0);
    expect(await subscriptionCount(second.id)).toBe(1);

    const sender = await buildUser(app, { name: "Mover" });
    await social.send(app, sender, first.id);
    expect(await pushesTo(device)).toEqual([]);
    await social.send(app, sender, second.id);
    expect((await pushesTo(device)).map((push) => push.payload)).toEqual([
      { kind: "friendRequest", ...pushMessages.friendRequest("Mover"), url: "/users/Mover" },
    ]);
  });

  it(`keeps a player's ${PUSH_SUBSCRIPTIONS_MAX} newest devices`, async () => {
    const user = await buildUser(app);
    const devices = Array.from({ length: PUSH_SUBSCRIPTIONS_MAX + 2 }, () =>
      pushService.subscribe(),
    );
    for (const device of devices) {
      expect((await injectAs(app, user, subscribeReq(device))).statusCode).toBe(201);
    }
    expect((await subscribedEndpoints(app, user.id)).sort()).toEqual(
      devices
        .slice(2)
        .map((device) => device.endpoint)
        .sort(),
    );
  });
});

describe("DELETE /api/push/subscriptions", () => {
  it("forgets the player's own device only; pushes stop", async () => {
    const { user, device } = await subscribedPlayer();
    const other = await buildUser(app);
    const endpoint = { endpoint: device.endpoint };
    const byOther = await injectAs(app, other, {
      ...del("/api/push/subscriptions"),
      payload: endpoint,
    });
    expect(byOther.statusCode).toBe(204);
    expect(await subscriptionCount(user.id)).toBe(1);

    const res = await injectAs(app, user, { ...del("/api/push/subscriptions"), payload: endpoint });
    expect(res.statusCode, res.body).toBe(204);
    expect(await subscriptionCount(user.id)).toBe(0);
    await social.send(app, other, user.id);
    await app.deps.background.idle();
    expect(pushService.received).toEqual([]);
  });
});

describe("notification settings", () => {
  it("are every push kind on by default, and the account's email consent", async () => {
    const user = await buildUser(app);
    const res = await injectAs(app, user, get(settingsUrl));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(defaults);
    expect((await app.inject(get(settingsUrl))).statusCode).toBe(401);
  });

  it("are saved per player; email reminders write canSendEmailsToUser", async () => {
    const user = await buildUser(app);
    const wanted = {
      push: { ...defaults.push, friendRequest: false, message: false },
      email: { reminders: true },
    };
    const res = await injectAs(app, user, put(settingsUrl, wanted));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(wanted);
    expect((await injectAs(app, user, get(settingsUrl))).json()).toEqual(wanted);
    expect(await emailConsentOf(app, user.id)).toBe(true);
    const other = await buildUser(app);
    expect((await injectAs(app, other, get(settingsUrl))).json()).toEqual(defaults);
  });

  it("refuse an incomplete or wrong body, changing nothing", async () => {
    const user = await buildUser(app);
    for (const body of [
      { push: { scrimStarting: false }, email: { reminders: true } },
      { push: { ...defaults.push, message: "no" }, email: { reminders: true } },
      { push: defaults.push },
    ]) {
      const res = await injectAs(app, user, put(settingsUrl, body));
      expectError(res, 400, { code: "VALIDATION_FAILED", error: expect.any(String) as string });
    }
    expect((await injectAs(app, user, get(settingsUrl))).json()).toEqual(defaults);
  });

  it("a kind switched off is not pushed; the others still are", async () => {
    const { user, device } = await subscribedPlayer();
    await injectAs(
      app,
      user,
      put(settingsUrl, { ...defaults, push: { ...defaults.push, friendRequest: false } }),
    );
    const friend = await buildUser(app, { name: "Quiet" });
    await social.send(app, friend, user.id);
    expect(await pushesTo(device)).toEqual([]);

    await social.accept(app, user, friend.id);
    const conversationId = await social.converse(app, friend, user);
    expect((await social.message(app, friend, conversationId, "gl hf")).statusCode).toBe(200);
    expect((await pushesTo(device)).map((push) => push.payload)).toEqual([
      { kind: "message", ...pushMessages.message("Quiet", "gl hf"), url: "/users/Quiet" },
    ]);
  });
});

describe("the push service's answers", () => {
  it("404 and 410 remove the device; another error keeps it (logged, not retried)", async () => {
    for (const status of [404, 410]) {
      const { user, device } = await subscribedPlayer();
      pushService.answer(device.id, status);
      const res = await social.send(app, await buildUser(app), user.id);
      expect(res.statusCode, res.body).toBe(201);
      expect(await subscriptionCount(user.id)).toBe(0);
    }
    const { user, device } = await subscribedPlayer();
    pushService.answer(device.id, 500);
    const res = await social.send(app, await buildUser(app), user.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(await subscriptionCount(user.id)).toBe(1);
  });

  it("a slow push service never holds up the request that caused the push", async () => {
    const { user, device } = await subscribedPlayer();
    // The service answers (410: this device is gone) only once the request has answered. Had the
    // request waited on the push, the sender would have given up first and kept the device.
    pushService.answer(device.id, 410);
    let release = () => {};
    pushService.hold = () =>
      new Promise<void>((resolve) => {
        release = resolve;
      });
    try {
      const res = await social.send(app, await buildUser(app), user.id);
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      pushService.hold = undefined;
      release();
    }
    expect(await subscriptionCount(user.id)).toBe(0);
  });

  it("every push carries a valid VAPID JWT for the service's origin and a TTL", async () => {
    const { user } = await subscribedPlayer();
    await social.send(app, await buildUser(app), user.id);
    await app.deps.background.idle();
    expect(pushService.refused).toEqual([]);
    const [push] = pushService.received;
    expect(push?.claims.aud).toBe(pushService.origin);
    expect(push?.claims.sub).toBe("https://scrims.test");
    expect(Number(push?.ttl)).toBeGreaterThan(0);
  });
});

async function createScrim(title: string, start: Date, checkInMinutes = 0) {
  return createScrimThroughApi(app, await buildAdmin(app), { title, start, checkInMinutes });
}

describe("scrim starting in 15 minutes", () => {
  it("is scheduled at start - 15 min and pushed once to each seated player and caster who wants it", async () => {
    const scrim = await createScrim("Reminder test", fromNow(60 * MINUTE));
    const key = `scrim-reminder:${scrim._id}`;
    const remindAt = new Date(new Date(scrim.gameStartTime).getTime() - 15 * MINUTE);
    expect((await loadJob(app, key))?.runAt.toISOString()).toBe(remindAt.toISOString());

    const [a, b, muted] = await Promise.all([
      subscribedPlayer(),
      subscribedPlayer(),
      subscribedPlayer(),
    ]);
    const caster = await subscribedPlayer();
    const bystander = await subscribedPlayer();
    await seatPlayers(app, scrim._id, [
      { team: "teamOne", role: "Top", user: a!.user },
      { team: "teamTwo", role: "Top", user: b!.user },
      { team: "teamOne", role: "Mid", user: muted!.user },
    ]);
    await addCasters(app, scrim._id, [caster.user]);
    await injectAs(
      app,
      muted!.user,
      put(settingsUrl, { ...defaults, push: { ...defaults.push, scrimStarting: false } }),
    );

    await makeJobDue(app, key);
    await app.scheduler.runDue();
    const expected = {
      kind: "scrimStarting",
      ...pushMessages.scrimStarting("Reminder test"),
      url: `/scrims/${scrim._id}`,
    };
    for (const device of [a!.device, b!.device, caster.device]) {
      expect((await pushesTo(device)).map((push) => push.payload)).toEqual([expected]);
    }
    expect(await pushesTo(muted!.device)).toEqual([]);
    expect(await pushesTo(bystander.device)).toEqual([]);

    // Run again (a retry, a second process past the claim): nobody is reminded twice.
    await Promise.all([
      scrimReminderJob.run(app.deps, { scrimId: scrim._id }, undefined as never),
      scrimReminderJob.run(app.deps, { scrimId: scrim._id }, undefined as never),
    ]);
    expect(await pushesTo(a!.device)).toHaveLength(1);
  });

  it("moves with the start time and goes with a deleted scrim", async () => {
    const scrim = await createScrim("Reminder moves", fromNow(60 * MINUTE));
    const admin = await buildAdmin(app);
    const start = fromNow(90 * MINUTE);
    const edit = await injectAs(
      app,
      admin,
      scrimRequests.edit(
        scrim._id,
        scrimEditPayload({ title: "Reminder moves", lobbyName: "Lobby", gameStartTime: start }),
      ),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const job = await loadJob(app, `scrim-reminder:${scrim._id}`);
    expect(job?.runAt.getTime()).toBe(start.getTime() - 15 * MINUTE);

    expect((await injectAs(app, admin, scrimRequests.remove(scrim._id))).statusCode).toBe(204);
    expect(await loadJob(app, `scrim-reminder:${scrim._id}`)).toBeUndefined();
  });
});

describe("other pushes", () => {
  it("check-in open goes to the seated players who have not checked in", async () => {
    const scrim = await createScrim("Check in push", fromNow(60 * MINUTE), 15);
    const { user, device } = await subscribedPlayer();
    await seatPlayers(app, scrim._id, [{ team: "teamOne", role: "Top", user }]);
    await makeJobDue(app, `check-in-open:${scrim._id}`);
    await app.scheduler.runDue();
    expect((await pushesTo(device)).map((push) => push.payload)).toEqual([
      {
        kind: "checkInOpen",
        ...pushMessages.checkInOpen("Check in push"),
        url: `/scrims/${scrim._id}`,
      },
    ]);
    expect((await social.notifications(app, user)).map((n) => n.message)).toEqual([
      checkInMessages.windowOpen("Check in push"),
    ]);
  });

  it("seat freed goes to the waiting player who got the seat", async () => {
    const scrim = await createScrim("Seat push", fromNow(60 * MINUTE));
    const seats = await seatPlayers(app, scrim._id, ALL_SEATS);
    const { user, device } = await subscribedPlayer();
    await addToWaitlist(app, scrim._id, [{ user, roles: ["Top"] }]);
    const leaver = seats.find((seat) => seat.team === "teamOne" && seat.role === "Top")!.user;
    const res = await injectAs(app, leaver, lobbyRequests.removePlayer(scrim._id, leaver.id));
    expect(res.statusCode, res.body).toBe(200);
    await waitFor(async () => (await pushesTo(device)).length > 0, "the seat-freed push");
    expect((await pushesTo(device)).map((push) => push.payload)).toEqual([
      { kind: "seatFreed", ...pushMessages.seatFreed("Seat push"), url: `/scrims/${scrim._id}` },
    ]);
  });
});
