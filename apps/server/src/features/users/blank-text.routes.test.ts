import { describe, expect, it } from "vitest";
import { banMessages } from "@scrims/shared/bans/bans.schema";
import { chatMessages } from "@scrims/shared/chat/chat.constants";
import { reportMessages } from "@scrims/shared/reports/reports.schema";
import { injectAs, testApp } from "@/test/app";
import { bansOf, banWindow } from "@/test/bans";
import { buildAdmin, buildIdentity, buildScrim, buildUser, loadScrimRow } from "@/test/factories";
import { accountDetails, authRequests, get, post, userRequests } from "@/test/requests";
import { scrimEditPayload } from "@/test/scrim-requests";
import { HOUR } from "@/test/time";

// Text that shows nothing, however it is made: a message, a report, a reason or a name of it is
// refused as empty (the probe of issue 29 posted such messages and reports).

const app = await testApp();

/** Spaces of several kinds: trimmed away, so an optional field left so is empty. */
const SPACES = [" ", "\u00a0\u3000", "\ufeff"];
/** Zero-width characters, fillers, bidi marks, variation selectors and tags: no trim removes them. */
const INVISIBLES = [
  "\u200b",
  "\u200b\u200c\u200d\u2060",
  "\u3164\u3164\u3164",
  "\u115f\u1160\uffa0",
  "\u2800\u2800",
  "\u00ad",
  "\u200e\u200f\u202e",
  "\ufe0f\u{e0041}",
];
const BLANKS = [...SPACES, ...INVISIBLES];

type Answer = { statusCode: number; body: string; json: () => { error: string; code: string } };

function expectBlankRefused(res: Answer, message: string, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
  expect(res.json().code).toBe("VALIDATION_FAILED");
  expect(res.json().error, what).toContain(message);
}

describe("text that shows nothing", () => {
  it("is no chat message (400 'Message is empty!'), and nothing is posted", async () => {
    const player = await buildUser(app);
    const scrim = await buildScrim(app);
    const conversation = await injectAs(app, player, get(`/api/conversations/scrim/${scrim.id}`));
    const conversationId = conversation.json()._id as string;
    for (const text of BLANKS) {
      const res = await injectAs(app, player, post("/api/messages", { conversationId, text }));
      expectBlankRefused(res, chatMessages.empty(), JSON.stringify(text));
    }
    const messages = await injectAs(app, player, get(`/api/messages/${conversationId}`));
    expect(messages.json()).toEqual([]);
    const visible = "\u200bgg\u200b";
    const sent = await injectAs(
      app,
      player,
      post("/api/messages", { conversationId, text: visible }),
    );
    expect(sent.statusCode).toBe(200);
  });

  it("is no report's text (400); an empty text still files one", async () => {
    const [reporter, target] = [await buildUser(app), await buildUser(app)];
    const report = (text: string) =>
      injectAs(
        app,
        reporter,
        post("/api/reports", { targetUserId: target.id, reason: "name", text }),
      );
    for (const text of BLANKS) {
      expectBlankRefused(await report(text), reportMessages.textBlank, JSON.stringify(text));
    }
    const queue = await injectAs(app, await buildAdmin(app), get("/api/admin/reports"));
    const targets = (queue.json() as { target: { _id: string } }[]).map((r) => r.target._id);
    expect(targets).not.toContain(target.id);
    expect((await report("")).statusCode).toBe(201);
  });

  it("is no ban reason (400), and nobody is banned", async () => {
    const [admin, player] = [await buildAdmin(app), await buildUser(app)];
    for (const reason of BLANKS) {
      const res = await injectAs(
        app,
        admin,
        userRequests.ban(player.id, { ...banWindow(0, 2), reason }),
      );
      expectBlankRefused(res, banMessages.reasonRequired, JSON.stringify(reason));
    }
    expect(await bansOf(app, player.id)).toEqual([]);
  });

  it("is no scrim title, lobby name or lobby password (400), and the scrim stays as it was", async () => {
    const admin = await buildAdmin(app);
    const scrim = await buildScrim(app, { title: "Before" });
    const gameStartTime = new Date(Date.now() + HOUR).toISOString();
    // Spaces alone on create are a title left empty: the default one (scrims.rules).
    for (const blank of INVISIBLES) {
      for (const field of ["title", "lobbyName"]) {
        const created = await injectAs(app, admin, {
          method: "POST",
          url: "/api/scrims",
          payload: { gameStartTime, region: "NA", [field]: blank },
        });
        expectBlankRefused(created, "must show some text", `${field} ${JSON.stringify(blank)}`);
      }
    }
    for (const blank of BLANKS) {
      for (const field of ["title", "lobbyName", "lobbyPassword"]) {
        const edited = await injectAs(app, admin, {
          method: "PUT",
          url: `/api/scrims/${scrim.id}`,
          payload: scrimEditPayload({ gameStartTime, [field]: blank }),
        });
        expect(edited.statusCode, `${field} ${JSON.stringify(blank)}`).toBe(400);
      }
    }
    expect(await loadScrimRow(app, scrim.id)).toMatchObject({ title: "Before" });
  });

  it("is no summoner name, tagline or Discord name at registration (400)", async () => {
    for (const blank of BLANKS) {
      for (const [field, message] of [
        ["name", "Summoner name is empty!"],
        ["summonerTagline", "Tagline is empty!"],
        ["discord", "Discord username is empty!"],
      ] as const) {
        const res = await injectAs(
          app,
          await buildIdentity(app),
          authRequests.register(accountDetails({ [field]: blank.repeat(3) })),
        );
        expectBlankRefused(res, message, `${field} ${JSON.stringify(blank)}`);
      }
    }
  });
});
