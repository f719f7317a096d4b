import { createECDH, randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { buildTestApp, injectAs } from "@/test/app";
import { expectRefusal } from "@/test/assertions";
import { buildUser } from "@/test/factories";
import { captureLog } from "@/test/log-capture";
import { insertSubscription, subscribedEndpoints } from "@/test/push";
import { startPushService, type PushServiceSubscription } from "@/test/push-service";
import { post } from "@/test/requests";
import { social } from "@/test/social";

// What a subscription may name: the browser's real keys, and (in production) a push service at
// a public address, so no player can make the server post into its own network. The tests'
// push service is on 127.0.0.1: a development server posts to it, a production one refuses.

const pushService = await startPushService();
const productionLog = captureLog();
const development = await buildTestApp(
  { PUBLIC_URL: "https://scrims.test" },
  { pushAgent: pushService.agent },
);
const production = await buildTestApp(
  { NODE_ENV: "production", PUBLIC_URL: "https://scrims.test", LOG_LEVEL: "warn" },
  { pushAgent: pushService.agent, logStream: productionLog.stream },
);
afterAll(async () => {
  await Promise.all([development.close(), production.close()]);
  await pushService.close();
  productionLog.remove();
});

const subscribe = (app: App, user: Parameters<typeof injectAs>[1], body: object) =>
  injectAs(app, user, post("/api/push/subscriptions", body));

const b64 = (bytes: Buffer) => bytes.toString("base64url");

/** A point whose length and first byte are right, but which is not on P-256. */
function pointOffTheCurve(): string {
  const point = createECDH("prime256v1");
  point.generateKeys();
  const bytes = point.getPublicKey();
  bytes[64]! ^= 1;
  return b64(bytes);
}

/** Sends `user` a friend request on `app` and waits for the push it causes to be done. */
async function causePush(app: App, user: { id: string }) {
  const res = await social.send(app, await buildUser(app), user.id);
  expect(res.statusCode).toBe(201);
  await app.deps.background.idle();
}

const received = (device: PushServiceSubscription) =>
  pushService.received.filter((push) => push.subscriptionId === device.id);

describe("a push subscription's keys", () => {
  it("are the browser's: p256dh a P-256 point (65 bytes, 0x04 first), auth 16 bytes", async () => {
    const user = await buildUser(development);
    const device = pushService.subscribe();
    const compressed = createECDH("prime256v1");
    compressed.generateKeys();
    for (const [what, keys] of [
      ["a 64-byte key", { ...device.keys, p256dh: b64(randomBytes(64)) }],
      [
        "a compressed point",
        { ...device.keys, p256dh: compressed.getPublicKey("base64url", "compressed") },
      ],
      [
        "65 bytes not starting 0x04",
        { ...device.keys, p256dh: b64(Buffer.concat([Buffer.from([5]), randomBytes(64)])) },
      ],
      ["a point off the curve", { ...device.keys, p256dh: pointOffTheCurve() }],
      ["a 15-byte auth", { ...device.keys, auth: b64(randomBytes(15)) }],
      ["a 17-byte auth", { ...device.keys, auth: b64(randomBytes(17)) }],
      ["an auth that is no base64url", { ...device.keys, auth: "not/base64+url=" }],
    ] as const) {
      const res = await subscribe(development, user, { endpoint: device.endpoint, keys });
      expectRefusal(res, 400, { code: "VALIDATION_FAILED" });
      expect(res.json().error, what).toMatch(/keys\.(p256dh|auth)/);
    }
    expect(await subscribedEndpoints(development, user.id)).toEqual([]);
    expect((await subscribe(development, user, device)).statusCode).toBe(201);
  });
});

describe("a push endpoint outside production", () => {
  it("may be the local push service on 127.0.0.1, which then gets the pushes", async () => {
    const user = await buildUser(development);
    const device = pushService.subscribe();
    expect((await subscribe(development, user, device)).statusCode).toBe(201);
    await causePush(development, user);
    expect(received(device)).toHaveLength(1);
  });
});

describe("a push endpoint in production", () => {
  const PRIVATE_HOSTS = [
    "127.0.0.1",
    "127.8.9.10",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.254",
    "192.168.1.1",
    "169.254.169.254",
    "0.0.0.0",
    "2130706433",
    "0x7f.1",
    "[::1]",
    "[::]",
    "[fe80::1]",
    "[febf::1]",
    "[fc00::1]",
    "[fd12:3456::1]",
    "[::ffff:127.0.0.1]",
    "[::ffff:a00:1]",
    "[::ffff:192.168.0.1]",
    "localhost",
  ];

  it("is refused (400) at a private, loopback or link-local address, however written", async () => {
    const user = await buildUser(production);
    const { keys } = pushService.subscribe();
    for (const host of PRIVATE_HOSTS) {
      const res = await subscribe(production, user, { endpoint: `https://${host}/push/x`, keys });
      expectRefusal(res, 400, { code: "VALIDATION_FAILED" });
      expect(res.json().error, host).toContain("endpoint");
    }
    expect(await subscribedEndpoints(production, user.id)).toEqual([]);
    const elsewhere = { endpoint: "https://203.0.113.10/push/x", keys };
    expect((await subscribe(production, user, elsewhere)).statusCode).toBe(201);
  });

  it("is not posted to when it is (or its name resolves to) one, and the device is dropped", async () => {
    const user = await buildUser(production);
    const byAddress = pushService.subscribe();
    const byName = pushService.subscribe();
    const endpoint = byName.endpoint.replace("127.0.0.1", "localhost");
    await insertSubscription(production, { userId: user.id, ...byAddress });
    await insertSubscription(production, { userId: user.id, endpoint, keys: byName.keys });
    const refusedBefore = pushService.refused.length;
    await causePush(production, user);
    // Never even connected to: the push service saw neither request.
    expect(received(byAddress)).toEqual([]);
    expect(received(byName)).toEqual([]);
    expect(pushService.refused.slice(refusedBefore)).toEqual([]);
    expect(await subscribedEndpoints(production, user.id)).toEqual([]);
    const warnings = productionLog.lines().filter((line) => line.userId === user.id);
    expect(warnings.map((line) => line.msg)).toEqual([
      "push endpoint at a private address; subscription removed",
      "push endpoint at a private address; subscription removed",
    ]);
  });
});
