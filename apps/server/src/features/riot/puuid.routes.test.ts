import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { buildTestApp, injectAs } from "@/test/app";
import { buildIdentity, buildSession, buildUser, loadUserRow } from "@/test/factories";
import { loadJob, makeJobDue } from "@/test/jobs";
import { startRiotFake, type RiotFake } from "@/test/riot-fake";
import { scheduleJob } from "@/lib/scheduler";
import { PUUID_BACKFILL, puuidBackfillJob, resolvePuuidJob } from "./riot.jobs";
import { accountDetails, authRequests } from "@/test/requests";

// A player's PUUID comes from Riot (the local fake) after registration and after a change of
// summoner name, tagline or region, through the scheduler; Riot's state never fails the request.
// The scheduler is driven by hand (runDue) so each step is seen.

let fake: RiotFake;
let app: App;
let keyless: App;

beforeAll(async () => {
  fake = await startRiotFake({ apiKey: "RGAPI-puuid-test" });
  const riot = { RIOT_API_KEY: fake.apiKey, RIOT_API_BASE_URL: `${fake.url}/{host}` };
  // Only this feature's job: another file's due scrim start must not run in this app.
  const only = { jobHandlers: [resolvePuuidJob, puuidBackfillJob], ownDatabase: true };
  app = await buildTestApp({ ...riot, SCHEDULER: "off" }, only);
  keyless = await buildTestApp({ SCHEDULER: "off" }, only);
});
afterAll(async () => {
  await Promise.all([app.close(), keyless.close()]);
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

async function register(target: App, payload: Record<string, unknown>): Promise<string> {
  const res = await injectAs(target, await buildIdentity(target), authRequests.register(payload));
  expect(res.statusCode).toBe(200);
  return (res.json() as { user: { _id: string } }).user._id;
}

/**
 * The fake's account lookups of one summoner name (test files share the database, so a runDue
 * here may also run other files' lookups).
 */
function lookupsOf(name: string) {
  return fake
    .callsTo("/riot/account")
    .filter((call) => decodeURIComponent(call.path).includes(`/${name}/`));
}

describe("PUUID lookup", () => {
  it("stores the PUUID of the registered Riot ID, asked on the account cluster", async () => {
    const payload = accountDetails({ region: "EUW", summonerTagline: "EUW" });
    const puuid = fake.seedAccount({
      gameName: payload.name,
      tagLine: "EUW",
      platform: "euw1",
    });
    const userId = await register(app, payload);
    expect((await loadUserRow(app, userId))?.puuid).toBeNull();

    await app.scheduler.runDue();
    expect((await loadUserRow(app, userId))?.puuid).toBe(puuid);
    expect(lookupsOf(payload.name).map((call) => call.host)).toEqual(["europe"]);
    expect(await loadJob(app, `resolve-puuid:${userId}`)).toMatchObject({ status: "done" });
  });

  it("registers while Riot is down, then stores the PUUID when a retry finds Riot back", async () => {
    const payload = accountDetails();
    const puuid = fake.seedAccount({ gameName: payload.name, tagLine: "NA1" });
    // One lookup (the client's own three tries) meets a failing Riot.
    fake.failNext(3, 503);
    const userId = await register(app, payload);
    await app.scheduler.runDue();

    const key = `resolve-puuid:${userId}`;
    expect((await loadUserRow(app, userId))?.puuid).toBeNull();
    expect(await loadJob(app, key)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: expect.stringContaining("503"),
    });
    const retryAt = (await loadJob(app, key))!.runAt.getTime();
    expect(retryAt).toBeGreaterThan(Date.now());

    // The backoff passes.
    await makeJobDue(app, key);
    await app.scheduler.runDue();
    expect((await loadUserRow(app, userId))?.puuid).toBe(puuid);
  });

  it("without a key registers all the same and queues no lookup that cannot succeed", async () => {
    const userId = await register(keyless, accountDetails());
    const changed = await injectAs(
      keyless,
      (await loadUserRow(keyless, userId))!,
      authRequests.updateUser(accountDetails({ name: `Renamed${userId.slice(0, 6)}` })),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await loadUserRow(keyless, userId))?.puuid).toBeNull();
    expect(await loadJob(keyless, `resolve-puuid:${userId}`)).toBeUndefined();
    // The daily backfill has nothing to ask Riot without a key either.
    await scheduleJob(keyless.deps.db, {
      kind: PUUID_BACKFILL,
      key: PUUID_BACKFILL,
      runAt: new Date(),
    });
    await keyless.scheduler.runDue();
    expect(await loadJob(keyless, `resolve-puuid:${userId}`)).toBeUndefined();
  });

  it("once a key is configured, the backfill looks up the accounts that never had a lookup", async () => {
    // As registered while the server had no key: no PUUID and no lookup row.
    const never = await buildUser(app, { region: "NA", summonerTagline: "NA1" });
    const puuid = fake.seedAccount({ gameName: never.name, tagLine: "NA1", platform: "na1" });
    // An account whose Riot ID no account has keeps its finished lookup: not asked again.
    const missingDetails = accountDetails();
    const missing = await register(app, missingDetails);
    await app.scheduler.runDue();
    expect(await loadJob(app, `resolve-puuid:${missing}`)).toMatchObject({ status: "done" });
    fake.reset();

    await scheduleJob(app.deps.db, {
      kind: PUUID_BACKFILL,
      key: PUUID_BACKFILL,
      runAt: new Date(),
    });
    await app.scheduler.runDue();
    await app.scheduler.runDue();
    expect((await loadUserRow(app, never.id))?.puuid).toBe(puuid);
    expect(lookupsOf(never.name)).toHaveLength(1);
    expect(lookupsOf(missingDetails.name)).toHaveLength(0);
  });

  it("looks the PUUID up again when settings change the Riot ID, and not for other changes", async () => {
    const payload = accountDetails();
    const first = fake.seedAccount({ gameName: payload.name, tagLine: "NA1" });
    const userId = await register(app, payload);
    await app.scheduler.runDue();
    expect((await loadUserRow(app, userId))?.puuid).toBe(first);
    const token = await buildSession(app, (await loadUserRow(app, userId))!);
    const update = (body: Record<string, unknown>) =>
      injectAs(app, token, authRequests.updateUser(body));

    // A new Discord name only: the PUUID stays, no lookup is asked.
    const callsBefore = lookupsOf(payload.name).length;
    expect((await update({ ...payload, discord: `${payload.discord}x` })).statusCode).toBe(200);
    await app.scheduler.runDue();
    expect((await loadUserRow(app, userId))?.puuid).toBe(first);
    expect(lookupsOf(payload.name)).toHaveLength(callsBefore);

    // A new tagline: the old PUUID is dropped at once, the new one stored after the lookup.
    const second = fake.seedAccount({ gameName: payload.name, tagLine: "NA2" });
    const res = await update({
      ...payload,
      discord: `${payload.discord}x`,
      summonerTagline: "NA2",
    });
    expect(res.statusCode).toBe(200);
    expect((await loadUserRow(app, userId))?.puuid).toBeNull();
    await app.scheduler.runDue();
    expect((await loadUserRow(app, userId))?.puuid).toBe(second);
  });

  it("stores the solo-queue rank with the PUUID, and forgets it with a new Riot ID", async () => {
    const payload = accountDetails({ rank: "Iron 2" });
    fake.seedAccount({
      gameName: payload.name,
      tagLine: "NA1",
      ranks: [
        { queueType: "RANKED_FLEX_SR", tier: "GOLD", rank: "I" },
        { queueType: "RANKED_SOLO_5x5", tier: "EMERALD", rank: "III" },
      ],
    });
    const userId = await register(app, payload);
    await app.scheduler.runDue();
    expect(await loadUserRow(app, userId)).toMatchObject({
      rank: "Iron 2",
      soloQueueRank: "Emerald 3",
    });

    // Unranked in solo queue on the new Riot ID: the declared rank counts again.
    fake.seedAccount({ gameName: payload.name, tagLine: "NA2" });
    const token = await buildSession(app, (await loadUserRow(app, userId))!);
    const res = await injectAs(
      app,
      token,
      authRequests.updateUser({ ...payload, summonerTagline: "NA2" }),
    );
    expect(res.statusCode).toBe(200);
    expect((await loadUserRow(app, userId))?.soloQueueRank).toBeNull();
    await app.scheduler.runDue();
    expect((await loadUserRow(app, userId))?.soloQueueRank).toBeNull();
    expect((await loadUserRow(app, userId))?.puuid).not.toBeNull();
  });

  it("stores nothing for a Riot ID no account has, and does not retry it", async () => {
    const userId = await register(app, accountDetails());
    await app.scheduler.runDue();
    expect((await loadUserRow(app, userId))?.puuid).toBeNull();
    expect(await loadJob(app, `resolve-puuid:${userId}`)).toMatchObject({ status: "done" });
  });
});
