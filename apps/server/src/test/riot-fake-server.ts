// `npm run riot:fake`: the local Riot fake for development, seeded with a few summoners, so a
// developer can run the app's Riot features without a key. Stop it with Ctrl+C.
import process from "node:process";
import { startRiotFake } from "./riot-fake";

const port = Number(process.env.RIOT_FAKE_PORT ?? 3999);
const fake = await startRiotFake({ port, apiKey: "RGAPI-local-fake" });

const seeds = [
  {
    gameName: "Local Top",
    tagLine: "NA1",
    platform: "na1",
    profileIconId: 6,
    summonerLevel: 712,
    ranks: [{ queueType: "RANKED_SOLO_5x5", tier: "CHALLENGER", rank: "I", leaguePoints: 1400 }],
  },
  {
    gameName: "Local Mid",
    tagLine: "NA1",
    platform: "na1",
    profileIconId: 588,
    summonerLevel: 154,
    ranks: [
      { queueType: "RANKED_SOLO_5x5", tier: "GOLD", rank: "II", leaguePoints: 40 },
      { queueType: "RANKED_FLEX_SR", tier: "SILVER", rank: "I", leaguePoints: 12 },
    ],
  },
  {
    gameName: "Euw Support",
    tagLine: "EUW",
    platform: "euw1",
    profileIconId: 4568,
    summonerLevel: 87,
    ranks: [{ queueType: "RANKED_SOLO_5x5", tier: "PLATINUM", rank: "IV" }],
  },
  { gameName: "Fresh Account", tagLine: "NA1", platform: "na1", summonerLevel: 12 },
];
for (const seed of seeds) {
  fake.seedAccount(seed);
}

console.log(`Riot fake listening on ${fake.url}`);
console.log("Start the server with:");
console.log(`  RIOT_API_KEY=${fake.apiKey} RIOT_API_BASE_URL=${fake.url}/{host} \\`);
console.log(`  DDRAGON_BASE_URL=${fake.url} npm start`);
console.log(
  `Seeded Riot IDs: ${seeds.map((s) => `${s.gameName}#${s.tagLine} (${s.platform})`).join(", ")}`,
);

console.log("Controls (not Riot's API), e.g. to end a game of a tournament code:");
console.log(`  curl ${fake.url}/__fake/codes`);
console.log(
  `  curl -X POST ${fake.url}/__fake/codes/{code}/game -H 'content-type: application/json' \\`,
);
console.log(`    -d '{"winningTeam": ["<puuid>", ...], "losingTeam": ["<puuid>", ...]}'`);
console.log(`  curl -X POST ${fake.url}/__fake/accounts -H 'content-type: application/json' \\`);
console.log(`    -d '{"gameName": "Someone", "tagLine": "NA1", "platform": "na1"}'`);

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
