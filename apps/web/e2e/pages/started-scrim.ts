import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { ROLES, TEAMS } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { uniqueSuffix } from "./account-pages";
import { signUpByApi, type ApiPlayer } from "./api-players";
import { createScrimByApi, moveScrimStartByApi, seatPlayerByApi } from "./scrim-page";

export type StartedScrim = { scrim: ScrimDto; players: ApiPlayer[]; captain: ApiPlayer };

/**
 * A scrim created by `admin` (in NA, two hours ahead unless `data` says otherwise, with any other
 * create fields in `data`) with ten new players each seated by themselves, Blue Side Top →
 * Support, then Red Side.
 */
export async function createFullScrim(
  request: APIRequestContext,
  admin: ApiPlayer,
  data: Record<string, unknown> = {},
): Promise<{ scrimId: string; gameStartTime: string; players: ApiPlayer[] }> {
  const { _id: scrimId, gameStartTime } = await createScrimByApi(request, admin, data);
  const players: ApiPlayer[] = [];
  for (const team of TEAMS) {
    for (const role of ROLES) {
      const player = await signUpByApi(request);
      players.push(player);
      await seatPlayerByApi(request, scrimId, player, team, role);
    }
  }
  return { scrimId, gameStartTime, players };
}

/**
 * A scrim whose start time has passed, both teams full and a lobby captain drawn by the server
 * (drawn when the tenth player sits down; the admin then moves the start into the past by edit).
 */
export async function createStartedFullScrim(
  request: APIRequestContext,
  admin: ApiPlayer,
): Promise<StartedScrim> {
  const { scrimId, players } = await createFullScrim(request, admin, {
    title: `Post-game ${uniqueSuffix()}`,
  });
  const scrim = await moveScrimStartByApi(
    request,
    admin,
    scrimId,
    new Date(Date.now() - 30 * 60_000),
  );
  const captain = players.find((player) => player.id === scrim.lobbyHost?._id);
  expect(captain, "a captain is drawn once both teams are full").toBeTruthy();
  return { scrim, players, captain: captain! };
}

/**
 * Answers Data Dragon image requests with a local picture, so pages never reach Riot's CDN in a
 * test (and the icons still draw). `icon` is a PNG.
 */
export async function serveDataDragonLocally(context: BrowserContext, icon: Buffer) {
  await context.route("https://ddragon.leagueoflegends.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: icon }),
  );
}

/** A PNG drawn by the browser's canvas: `width`×`height`, a fake end-of-game screen. */
export async function drawPng(page: Page, width: number, height: number, label: string) {
  const base64 = await page.evaluate(
    ({ width, height, label }) => {
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d")!;
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, "#0a1428");
      gradient.addColorStop(1, "#1e2d3d");
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      context.fillStyle = "#c8aa6e";
      context.font = `bold ${Math.round(height / 8)}px sans-serif`;
      context.textAlign = "center";
      context.fillText(label, width / 2, height / 3);
      for (let row = 0; row < 10; row += 1) {
        context.fillStyle = row < 5 ? "rgba(33, 150, 243, 0.35)" : "rgba(244, 67, 54, 0.35)";
        context.fillRect(
          width * 0.1,
          height * 0.42 + row * height * 0.05,
          width * 0.8,
          height * 0.04,
        );
      }
      return canvas.toDataURL("image/png").split(",")[1]!;
    },
    { width, height, label },
  );
  return Buffer.from(base64, "base64");
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer) {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
