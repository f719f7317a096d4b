import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp, testApp } from "@/test/app";
import { buildUser, loadUserRow, uniqueIp } from "@/test/factories";
import { captureLog } from "@/test/log-capture";
import { unsubscribeUrlOf } from "./mail.service";
import { reminderMessage } from "./mail.rules";

// The unsubscribe link of the reminder emails (public, signed token) and the mailer without
// SMTP_URL (the message goes to the log, without its token).

const app = await testApp();

async function linkOf(userId: string): Promise<string> {
  const url = new URL(await unsubscribeUrlOf(app.deps, userId));
  return `${url.pathname}${url.search}`;
}

/** From a new address each time, so the rate limit never interferes. */
const request = (method: "GET" | "POST", url: string) =>
  app.inject({ method, url, remoteAddress: uniqueIp() });

describe("unsubscribe link", () => {
  it("POST (one click) turns reminder emails off without a session, and again is fine", async () => {
    const user = await buildUser(app, { canSendEmailsToUser: true });
    const url = await linkOf(user.id);
    expect(url).toMatch(/^\/api\/email\/unsubscribe\?token=/);
    const res = await app.inject({
      method: "POST",
      url,
      remoteAddress: uniqueIp(),
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload:
        '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await loadUserRow(app, user.id))?.canSendEmailsToUser).toBe(false);
    expect((await request("POST", url)).statusCode).toBe(204);
  });

  it("GET (a mail scanner, a link preview or the player) changes nothing and opens the page that asks", async () => {
    const user = await buildUser(app, { canSendEmailsToUser: true });
    const url = await linkOf(user.id);
    const res = await request("GET", url);
    expect(res.statusCode, res.body).toBe(303);
    const token = new URL(url, "http://x").searchParams.get("token")!;
    expect(res.headers.location).toBe(
      `/email/unsubscribed?${new URLSearchParams({ token }).toString()}`,
    );
    expect((await loadUserRow(app, user.id))?.canSendEmailsToUser).toBe(true);
  });

  it("refuses a forged, altered or malformed token with 400 and changes nothing", async () => {
    const user = await buildUser(app, { canSendEmailsToUser: true });
    const other = await buildUser(app, { canSendEmailsToUser: true });
    const good = new URL(await unsubscribeUrlOf(app.deps, user.id)).searchParams.get("token")!;
    const [, signature] = good.split(".");
    const flipped = `${signature![0] === "A" ? "B" : "A"}${signature!.slice(1)}`;
    const bad = [
      `${other.id}.${signature}`, // another user's id with this signature
      `${user.id}.${flipped}`,
      `${user.id}`,
      "not-a-token",
      `${user.id}.${signature}.extra`,
      `00000000-0000-4000-8000-000000000000.${signature}`,
    ];
    for (const token of bad) {
      for (const method of ["GET", "POST"] as const) {
        const res = await request(
          method,
          `/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
        );
        expect(res.statusCode, `${method} ${token}`).toBe(400);
        expect(res.json()).toMatchObject({ code: "UNSUBSCRIBE_TOKEN_INVALID" });
      }
    }
    const missing = await request("GET", "/api/email/unsubscribe");
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    expect((await loadUserRow(app, user.id))?.canSendEmailsToUser).toBe(true);
    expect((await loadUserRow(app, other.id))?.canSendEmailsToUser).toBe(true);
  });

  it("is rate-limited per address", async () => {
    const address = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await app.inject({
        method: "POST",
        url: "/api/email/unsubscribe?token=nope",
        remoteAddress: address,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("mail without SMTP_URL", () => {
  const log = captureLog();
  afterAll(() => log.remove());

  it("is logged at info with its recipient and subject, never its token", async () => {
    const logged = await buildTestApp({ LOG_LEVEL: "info" }, { logStream: log.stream });
    try {
      const user = await buildUser(logged, { canSendEmailsToUser: true });
      const unsubscribeUrl = await unsubscribeUrlOf(logged.deps, user.id);
      const message = reminderMessage("someone@example.test", {
        kind: "1h",
        playerName: "Someone",
        scrim: { id: "s1", title: "Logged scrim", region: "NA", gameStartTime: new Date() },
        publicUrl: "http://localhost:3000",
        unsubscribeUrl,
      });
      await logged.deps.mailer.send(message);
      const line = log
        .lines()
        .find((entry) => entry.msg === "mail not sent (no SMTP_URL): logged instead");
      expect(line).toMatchObject({
        level: 30,
        mail: { to: "someone@example.test", subject: message.subject },
      });
      const token = new URL(unsubscribeUrl).searchParams.get("token")!;
      expect(log.text()).not.toContain(token.split(".")[1]!);
    } finally {
      await logged.close();
    }
  });
});
