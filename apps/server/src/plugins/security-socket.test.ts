import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { buildTestApp } from "@/test/app";
import { buildSession, buildUser } from "@/test/factories";
import { listen } from "@/test/listen";

// Socket.IO answers its own HTTP requests (long polling, before the websocket upgrade), beside
// Fastify's hooks: they carry the same security headers as the API all the same.

let app: App;
let baseUrl: string;
beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_URL: "https://scrims.example.test" });
  baseUrl = await listen(app);
});
afterAll(() => app.close());

/** What helmet sets on every API answer (HSTS, as PUBLIC_URL is https). */
const SECURITY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

describe("Socket.IO's polling answers", () => {
  it("carry the API's security headers, the handshake, a poll and a refusal alike", async () => {
    const api = await fetch(`${baseUrl}/api/health/live`);
    const expected = Object.fromEntries(SECURITY_HEADERS.map((h) => [h, api.headers.get(h)]));
    expect(Object.values(expected)).not.toContain(null);

    const handshake = await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(200);
    const { sid } = JSON.parse((await handshake.text()).slice(1)) as { sid: string };
    const token = await buildSession(app, await buildUser(app));
    const connect = await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling&sid=${sid}`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8" },
      body: `40${JSON.stringify({ token })}`,
    });
    const poll = await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling&sid=${sid}`);
    const unknown = await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling&sid=nope`);
    expect(unknown.status).toBe(400);

    for (const [name, res] of Object.entries({ handshake, connect, poll, unknown })) {
      const got = Object.fromEntries(SECURITY_HEADERS.map((h) => [h, res.headers.get(h)]));
      expect(got, name).toEqual(expected);
    }
  });
});
