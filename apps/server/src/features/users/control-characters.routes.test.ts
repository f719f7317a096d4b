import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE } from "@scrims/shared/common/text";
import { injectAs, testApp } from "@/test/app";
import { buildAdmin, buildIdentity, buildScrim, buildUser } from "@/test/factories";
import { HOUR } from "@/test/time";
import { accountDetails, authRequests } from "@/test/requests";
import { scrimEditPayload } from "@/test/scrim-requests";

const app = await testApp();

/** NUL (which PostgreSQL refuses), other C0 controls, DEL and a C1 control. */
const CONTROLS = ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085"];

function expectRefused(res: { statusCode: number; json: () => { error: string; code: string } }) {
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe("VALIDATION_FAILED");
  expect(res.json().error).toContain(CONTROL_CHARACTERS_MESSAGE);
}

describe("control characters in text", () => {
  it("refuses them in a Discord name at registration and in settings", async () => {
    const player = await buildUser(app);
    for (const control of CONTROLS) {
      const discord = `bad${control}name`;
      expectRefused(
        await injectAs(
          app,
          await buildIdentity(app),
          authRequests.register(accountDetails({ discord })),
        ),
      );
      expectRefused(
        await injectAs(app, player, authRequests.updateUser(accountDetails({ discord }))),
      );
    }
  });

  it("refuses them in a scrim's title, lobby name and lobby password", async () => {
    const admin = await buildAdmin(app);
    const scrim = await buildScrim(app);
    const gameStartTime = new Date(Date.now() + HOUR).toISOString();
    for (const control of CONTROLS) {
      for (const field of ["title", "lobbyName"]) {
        expectRefused(
          await injectAs(app, admin, {
            method: "POST",
            url: "/api/scrims",
            payload: { gameStartTime, region: "NA", [field]: `A${control}B` },
          }),
        );
      }
      expectRefused(
        await injectAs(app, admin, {
          method: "PUT",
          url: `/api/scrims/${scrim.id}`,
          payload: scrimEditPayload({
            title: "Title",
            gameStartTime,
            lobbyName: "Lobby",
            lobbyPassword: `pass${control}word`,
          }),
        }),
      );
    }
  });

  it("refuses them in the user search's q and in /users/{name}", async () => {
    const player = await buildUser(app);
    for (const control of CONTROLS) {
      const encoded = encodeURIComponent(`ab${control}cd`);
      expectRefused(await injectAs(app, player, { method: "GET", url: `/api/users?q=${encoded}` }));
      expectRefused(await injectAs(app, player, { method: "GET", url: `/api/users/${encoded}` }));
    }
  });

  it("still finds players by plain text", async () => {
    const player = await buildUser(app);
    const res = await injectAs(app, player, {
      method: "GET",
      url: `/api/users/${encodeURIComponent(player.name)}`,
    });
    expect(res.statusCode).toBe(200);
  });
});
