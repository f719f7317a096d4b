// Pure rules of the Discord announcements: which webhook URLs are accepted, how they are shown,
// and the execute-webhook JSON of each announcement. No I/O here.

export type AnnouncementKind = "new-scrim" | "spots-left" | "result";

/** Discord's webhook path below its API base: a numeric id and a token. */
const WEBHOOK_PATH = /^\/webhooks\/(\d{1,25})\/([A-Za-z0-9_-]{1,200})$/;

/** Whether `url` is a webhook of Discord's API at `apiBaseUrl` (the server posts nowhere else). */
export function isWebhookUrl(apiBaseUrl: string, url: string): boolean {
  const prefix = `${apiBaseUrl}/webhooks/`;
  if (!url.startsWith(prefix)) {
    return false;
  }
  return WEBHOOK_PATH.test(url.slice(apiBaseUrl.length));
}

/** The URL with its token hidden: `…/webhooks/{id}/****`. */
export function maskWebhookUrl(url: string): string {
  return url.replace(/\/webhooks\/(\d+)\/[^/?#]+/, "/webhooks/$1/****");
}

export type AnnouncedScrim = {
  id: string;
  title: string;
  region: string;
  gameStartTime: Date;
  seats: { teamOne: number; teamTwo: number };
  teamWon: string | null;
  /** The lobby's average rank label ("Gold 2"), null when no one is ranked. */
  averageRank: string | null;
};

const EMBED_COLORS: Record<AnnouncementKind, number> = {
  "new-scrim": 0x5865f2,
  "spots-left": 0xf0b232,
  result: 0x23a55a,
};

const TEAM_LABELS: Record<string, string> = { teamOne: "Team One", teamTwo: "Team Two" };

/** The execute-webhook body of one announcement: one embed, and no mentions of anyone. */
export function announcementPayload(
  kind: AnnouncementKind,
  scrim: AnnouncedScrim,
  publicUrl: string,
) {
  const unix = Math.floor(scrim.gameStartTime.getTime() / 1000);
  const taken = scrim.seats.teamOne + scrim.seats.teamTwo;
  const description = {
    "new-scrim": "A new scrim is open: pick a team and a role.",
    "spots-left": `2 spots left! ${taken} of 10 seats are taken.`,
    result: `${TEAM_LABELS[scrim.teamWon ?? ""] ?? "A team"} won.`,
  }[kind];
  const fields = [
    { name: "Region", value: scrim.region, inline: true },
    { name: "Start", value: `<t:${unix}:F> (<t:${unix}:R>)`, inline: true },
    {
      name: "Teams",
      value: `Team One ${scrim.seats.teamOne}/5 · Team Two ${scrim.seats.teamTwo}/5 (${10 - taken} spots left)`,
      inline: false,
    },
    ...(scrim.averageRank
      ? [{ name: "Average rank", value: scrim.averageRank, inline: true }]
      : []),
    ...(kind === "result" && scrim.teamWon
      ? [{ name: "Winner", value: TEAM_LABELS[scrim.teamWon] ?? scrim.teamWon, inline: true }]
      : []),
  ];
  return {
    allowed_mentions: { parse: [] as string[] },
    embeds: [
      {
        title: scrim.title.slice(0, 256),
        url: `${publicUrl}/scrims/${scrim.id}`,
        description,
        color: EMBED_COLORS[kind],
        fields,
        timestamp: scrim.gameStartTime.toISOString(),
      },
    ],
  };
}
