import { ROLES } from "@scrims/shared/scrims/scrims.constants";
import { startRiotFake, type RiotFake } from "../../server/src/test/riot-fake";
import { uniqueSuffix } from "./pages/account-pages";
import { authHeaders, pageFor, signUpByApi, type ApiPlayer } from "./pages/api-players";
import { saveScreenshot } from "./support/screenshots";
import { ownServerForFile } from "./support/own-server";
import { expect, test } from "./support/test";

// Game day with Riot played by the local fake: a server of its own configured like production
// (RIOT_API_KEY, RIOT_API_BASE_URL pointing at the fake, PUBLIC_URL for Riot's callback).

const ownPort = Number(process.env.E2E_TOURNAMENT_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 2);
const fakePort = ownPort + 1;
const ADMIN_EMAIL = "e2e-tournament-admin@example.test";

let fake: RiotFake;
const own = ownServerForFile({
  port: ownPort,
  adminEmail: ADMIN_EMAIL,
  env: { PUBLIC_URL: `http://127.0.0.1:${ownPort}`, SCHEDULER_INTERVAL_MS: "300" },
  start: async () => {
    fake = await startRiotFake({ port: fakePort, apiKey: "RGAPI-e2e-fake" });
    return { RIOT_API_KEY: fake.apiKey, RIOT_API_BASE_URL: `${fake.url}/{host}` };
  },
  close: async () => {
    await fake?.close();
  },
});

test.use({ baseURL: `http://127.0.0.1:${ownPort}` });

const seat = (team: string, role: string) => `[data-seat="seat:${team}:${role}"]`;

test("ten players fill a started scrim: the code shows for them, and the game's result arrives by itself", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signUpByApi(own.api, { email: ADMIN_EMAIL });
  // Ten players whose Riot accounts the fake knows (their PUUIDs are resolved at registration).
  const players: (ApiPlayer & { puuid: string })[] = [];
  for (let i = 0; i < 10; i++) {
    const name = `Tourney${i}${uniqueSuffix()}`.slice(0, 16);
    const puuid = fake.seedAccount({ gameName: name, tagLine: "NA1", platform: "na1" });
    players.push({ ...(await signUpByApi(own.api, { name })), puuid });
  }
  await expect
    .poll(() => fake.callsTo("/riot/account/v1/accounts/by-riot-id").length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(10);

  // A scrim that started a minute ago.
  const created = await own.api.post("/api/scrims", {
    headers: authHeaders(admin),
    data: {
      title: `Code Night ${uniqueSuffix()}`,
      region: "NA",
      gameStartTime: new Date(Date.now() - 60_000).toISOString(),
      // Players are seated through the API without checking in: no check-in sweep.
      checkInMinutes: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const scrimId = ((await created.json()) as { _id: string })._id;

  const seats = (["teamOne", "teamTwo"] as const).flatMap((team) =>
    ROLES.map((role) => ({ team, role })),
  );
  const join = async (player: ApiPlayer, index: number) => {
    const target = seats[index]!;
    const res = await own.api.patch(`/api/scrims/${scrimId}/insert-player/${player.id}`, {
      headers: authHeaders(player),
      data: { playerData: { role: target.role, team: { name: target.team } } },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  for (let i = 0; i < 9; i++) {
    await join(players[i]!, i);
  }

  // Player 0 (Blue Side Top) and an outsider watch the scrim page.
  const playerPage = await pageFor(browser, players[0]!, {
    permissions: ["clipboard-read", "clipboard-write"],
  });
  await playerPage.goto(`/scrims/${scrimId}`);
  // The first page of a fresh server can take a while on a loaded machine.
  await expect(playerPage.getByText("Not enough players: 9/10")).toBeVisible({ timeout: 30_000 });
  const outsider = await signUpByApi(own.api);
  const outsiderPage = await pageFor(browser, outsider);
  await outsiderPage.goto(`/scrims/${scrimId}`);
  await expect(outsiderPage.locator("[data-banner]")).toHaveText(/WAITING FOR PLAYERS/, {
    timeout: 30_000,
  });

  // The tenth player joins: the code is made at once and reaches the players' page by itself.
  await join(players[9]!, 9);
  await expect
    .poll(() => [...fake.codes.values()].filter((c) => c.metadata === scrimId).length)
    .toBe(1);
  const code = [...fake.codes.values()].find((c) => c.metadata === scrimId)!;
  expect([...code.allowedParticipants].sort()).toEqual(players.map((p) => p.puuid).sort());
  const codeButton = playerPage.getByRole("button", { name: /^Tournament code / });
  await expect(codeButton).toContainText(code.code, { timeout: 15_000 });
  await codeButton.click();
  await expect(
    playerPage.getByText("Tournament code copied! Paste it in the League client to join."),
  ).toBeVisible();
  await saveScreenshot(playerPage, "tournament-code-player");

  // The outsider sees the game is ready, never the code.
  await expect(outsiderPage.locator("[data-banner]")).toHaveText(/GAME READY/, { timeout: 15_000 });
  await outsiderPage.reload();
  await expect(outsiderPage.locator("[data-banner]")).toHaveText(/GAME READY/);
  await expect(outsiderPage.getByText(code.code)).toHaveCount(0);
  expect(await outsiderPage.content()).not.toContain(code.code);
  await saveScreenshot(outsiderPage, "tournament-code-outsider");

  // Riot reports the game (Blue Side won): the banner changes with no click and no reload.
  const blue = players.slice(0, 5).map((p) => p.puuid);
  const red = players.slice(5).map((p) => p.puuid);
  expect(await fake.reportGame(code.code, { winningTeam: blue, losingTeam: red })).toBe(204);
  await expect(playerPage.locator("[data-banner]")).toHaveText(/BLUE SIDE WON!/, {
    timeout: 15_000,
  });
  await expect(playerPage.getByText("Result reported by the game")).toBeVisible();
  await expect(outsiderPage.locator("[data-banner]")).toHaveText(/BLUE SIDE WON!/, {
    timeout: 15_000,
  });
  await expect(playerPage.locator(seat("teamOne", "Top"))).toHaveAttribute(
    "aria-label",
    `Top: ${players[0]!.name}`,
  );
  await saveScreenshot(playerPage, "tournament-result-from-game");

  await playerPage.context().close();
  await outsiderPage.context().close();
});
