import type { APIRequestContext } from "@playwright/test";
import { uniqueSuffix } from "../pages/account-pages";
import { authHeaders, signUpByApi, type ApiPlayer } from "../pages/api-players";
import { createScrimByApi, seatPlayerByApi } from "../pages/scrim-page";
import { cluster, openLobbyOn, roomJoined, stickyKeyFor } from "../support/cluster";
import { expect, test } from "../support/test";

type Outcome = { status: number; scrimId?: string; method: string };

/**
 * `workers` clients, each sending one request after another through nginx until `stop()`:
 * creating scrims (a write that answers the new id) and reading one back. Every answer is kept.
 */
function startLoad(request: APIRequestContext, admin: ApiPlayer, workers: number) {
  const outcomes: Outcome[] = [];
  let running = true;
  // Thirty days ahead in OCE: out of the way of the other specs' hubs and jobs.
  const gameStartTime = new Date(Date.now() + 30 * 24 * 60 * 60_000).toISOString();
  const worker = async () => {
    while (running) {
      const created: Outcome = await request
        .post("/api/scrims", {
          headers: authHeaders(admin),
          data: { title: `Load ${uniqueSuffix()}`, gameStartTime, region: "OCE" },
          failOnStatusCode: false,
        })
        .then(
          async (res) => ({
            status: res.status(),
            scrimId: res.ok() ? ((await res.json()) as { _id: string })._id : undefined,
            method: "POST",
          }),
          () => ({ status: 0, method: "POST" }),
        );
      outcomes.push(created);
      if (created.scrimId) {
        const read = await request
          .get(`/api/scrims/${created.scrimId}`, { headers: authHeaders(admin) })
          .then(
            (res) => res.status(),
            () => 0,
          );
        outcomes.push({ status: read, method: "GET" });
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, worker));
  return {
    outcomes,
    async stop() {
      running = false;
      await done;
      return outcomes;
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every scrim whose creation was acknowledged is there, read through nginx. */
async function expectAllStored(request: APIRequestContext, admin: ApiPlayer, outcomes: Outcome[]) {
  const acknowledged = outcomes.filter((o) => o.scrimId).map((o) => o.scrimId!);
  expect(acknowledged.length).toBeGreaterThanOrEqual(8);
  for (const scrimId of acknowledged) {
    const res = await request.get(`/api/scrims/${scrimId}`, { headers: authHeaders(admin) });
    expect(res.status(), `acknowledged scrim ${scrimId}`).toBe(200);
  }
}

// Each test leaves both processes running, whatever happened in it.
test.afterEach(async () => {
  await cluster.ensureRunning("a");
  await cluster.ensureRunning("b");
});

test("SIGKILL of one process under load loses no acknowledged write; its page reconnects to the other", async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const admin = await signUpByApi(request, { email: "cluster-admin@example.test", name: "Admin" });
  const viewer = await signUpByApi(request, { name: `Viewer ${uniqueSuffix()}` });
  const joiner = await signUpByApi(request, { name: `Joiner ${uniqueSuffix()}` });
  const scrim = await createScrimByApi(request, admin, { title: `Crash ${uniqueSuffix()}` });

  // A page on process A.
  const { context, page, lobby } = await openLobbyOn(browser, viewer, "a", scrim);

  const load = startLoad(request, admin, 4);
  const rejoined = roomJoined(page, scrim._id);
  let outcomes: Outcome[];
  let killedAt = 0;
  try {
    await expect.poll(() => load.outcomes.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(12);
    expect(await cluster.kill("a")).toMatchObject({ signal: "SIGKILL" });
    killedAt = load.outcomes.length;
    await expect
      .poll(() => load.outcomes.length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(killedAt + 12);
  } finally {
    outcomes = await load.stop();
  }

  // Only what was under way on A at the kill can have failed (one request per client at most),
  // and none of it once nginx knew A was gone.
  const failed = outcomes.filter((o) => o.status !== 200);
  expect(failed.length).toBeLessThanOrEqual(4);
  expect(outcomes.slice(killedAt + 4).filter((o) => o.status !== 200)).toEqual([]);
  await expectAllStored(request, admin, outcomes);

  // The page's socket came back through nginx on B, joined the room again, and hears changes.
  await rejoined;
  await seatPlayerByApi(request, scrim._id, joiner, "teamOne", "Support");
  await expect(lobby.seatedPlayer("teamOne", "Support", joiner.name)).toBeVisible();
  await context.close();
});

test("a rolling restart (SIGTERM one, start it again, then the other) drops no request", async ({
  request,
}) => {
  test.setTimeout(420_000);
  const admin = await signUpByApi(request, { email: "cluster-admin@example.test", name: "Admin" });
  const load = startLoad(request, admin, 4);
  await pause(1_000);
  for (const name of ["a", "b"] as const) {
    expect(await cluster.term(name)).toMatchObject({ code: 0 });
    await cluster.start(name);
    // As an orchestrator would: the next one stops only once nginx sends traffic here again.
    await stickyKeyFor(name);
  }
  const outcomes = await load.stop();

  expect(outcomes.filter((o) => o.status !== 200)).toEqual([]);
  await expectAllStored(request, admin, outcomes);
});
