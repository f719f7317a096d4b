import type { PutDiscordWebhookInput } from "@scrims/shared/discord/discord.schema";
import type { Deps } from "@/lib/deps";
import { AppError } from "@/lib/errors";
import { withTransaction } from "@/lib/transaction";
import { notify } from "@/features/notifications/notifications.service";
import { averageRank } from "@scrims/shared/users/rank-value";
import { scrimsRepository } from "@/features/scrims/scrims.repository";
import { playerRankValue } from "@/features/scrims/scrims.rules";
import { discordRepository, type DiscordWebhookRow } from "./discord.repository";
import { announcementPayload, isWebhookUrl, type AnnouncementKind } from "./discord.rules";

/** Every region's webhook, by region. */
export async function listDiscordWebhooks(deps: Pick<Deps, "db">): Promise<DiscordWebhookRow[]> {
  return discordRepository.list(deps.db);
}

/**
 * An admin sets a region's webhook (switched on again if it was off).
 *
 * @throws AppError DISCORD_WEBHOOK_URL_INVALID (not under `{DISCORD_API_BASE_URL}/webhooks/`)
 */
export async function putDiscordWebhook(
  deps: Pick<Deps, "db" | "config">,
  region: string,
  input: PutDiscordWebhookInput,
): Promise<DiscordWebhookRow> {
  const base = deps.config.discord.apiBaseUrl;
  if (!isWebhookUrl(base, input.url)) {
    throw new AppError(
      "DISCORD_WEBHOOK_URL_INVALID",
      `A Discord webhook URL looks like ${base}/webhooks/{id}/{token}.`,
    );
  }
  return discordRepository.upsert(deps.db, region, input.url);
}

/** An admin removes a region's webhook. @throws AppError NOT_FOUND */
export async function deleteDiscordWebhook(deps: Pick<Deps, "db">, region: string): Promise<void> {
  if (!(await discordRepository.delete(deps.db, region))) {
    throw new AppError("NOT_FOUND", `No Discord webhook is set for ${region}.`);
  }
}

/** Whether an announcement still says something true when its job runs. */
function stillTrue(kind: AnnouncementKind, taken: number, teamWon: string | null): boolean {
  if (kind === "spots-left") {
    return teamWon === null && taken >= 8 && taken < 10;
  }
  if (kind === "result") {
    return teamWon !== null;
  }
  return true;
}

/**
 * Posts one announcement of a scrim to its region's webhook (the job's work). Private scrims,
 * regions without a working webhook and announcements no longer true post nothing. A webhook
 * Discord no longer knows is switched off and the admins are told.
 */
export async function announceScrim(
  deps: Deps,
  input: { scrimId: string; kind: AnnouncementKind },
): Promise<void> {
  const row = await scrimsRepository.findById(deps.db, input.scrimId);
  if (!row || row.isPrivate) {
    return;
  }
  const [aggregate] = await scrimsRepository.loadAggregates(deps.db, [row]);
  if (!aggregate) {
    return;
  }
  const { scrim, players } = aggregate;
  const webhook = await discordRepository.findByRegion(deps.db, scrim.region);
  if (!webhook?.enabled || !stillTrue(input.kind, players.length, scrim.teamWon)) {
    return;
  }
  const seats = {
    teamOne: players.filter((seat) => seat.team === "teamOne").length,
    teamTwo: players.filter((seat) => seat.team === "teamTwo").length,
  };
  const payload = announcementPayload(
    input.kind,
    {
      id: scrim.id,
      title: scrim.title,
      region: scrim.region,
      gameStartTime: scrim.gameStartTime,
      seats,
      teamWon: scrim.teamWon,
      averageRank: averageRank(players.map((seat) => playerRankValue(seat.user)))?.label ?? null,
    },
    deps.config.publicUrl,
  );
  const result = await deps.discord.execute(webhook.url, payload);
  if (result.status === "gone") {
    await switchOff(deps, webhook, result.error);
  }
}

async function switchOff(deps: Deps, webhook: DiscordWebhookRow, error: string): Promise<void> {
  deps.log.warn({ region: webhook.region, error }, "Discord webhook switched off");
  await withTransaction(deps, async (unit) => {
    const { tx } = unit;
    if (!(await discordRepository.disable(tx, webhook.region, webhook.url, error))) {
      return;
    }
    const adminIds = await discordRepository.listAdminIds(tx);
    await notify(deps, unit, {
      kind: "discordWebhookOff",
      params: { region: webhook.region, error },
      userIds: adminIds,
    });
  });
}
