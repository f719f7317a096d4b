import { ROLES, TEAMS } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { uniqueSuffix } from "../pages/account-pages";
import { authHeaders, signUpByApi, type ApiPlayer } from "../pages/api-players";
import { createScrimByApi, moveScrimStartByApi, seatPlayerByApi } from "../pages/scrim-page";
import { cluster } from "../support/cluster";
import { expect, test } from "../support/test";

const SCRIMS = 3;

test("both processes' schedulers run each job once: one Riot code per scrim", async ({
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await signUpByApi(request, { email: "cluster-admin@example.test", name: "Admin" });
  const players: ApiPlayer[] = [];
  for (let i = 0; i < 10; i += 1) {
    players.push(await signUpByApi(request, { name: `Sched ${i} ${uniqueSuffix()}` }));
  }
  // Full lobbies two hours ahead (a player may hold seats in several scrims at once).
  const scrims: ScrimDto[] = [];
  for (let i = 0; i < SCRIMS; i += 1) {
    const scrim = await createScrimByApi(request, admin, { title: `Sched ${uniqueSuffix()}` });
    const seats = TEAMS.flatMap((team) => ROLES.map((role) => ({ team, role })));
    for (const [index, seat] of seats.entries()) {
      await seatPlayerByApi(request, scrim._id, players[index]!, seat.team, seat.role);
    }
    scrims.push(scrim);
  }

  // The admin moves every start to a few seconds from now: the scrim-start jobs of both
  // processes fall due together, and each start asks Riot for the lobby's tournament code.
  const startAt = new Date(Date.now() + 4_000);
  for (const scrim of scrims) {
    const edited = await moveScrimStartByApi(request, admin, scrim._id, startAt);
    expect(edited.riotTournament?.tournamentCode ?? null).toBeNull();
  }

  const codeOf = async (scrimId: string) => {
    const res = await request.get(`/api/scrims/${scrimId}`, { headers: authHeaders(admin) });
    return ((await res.json()) as ScrimDto).riotTournament?.tournamentCode ?? null;
  };
  for (const scrim of scrims) {
    await expect.poll(() => codeOf(scrim._id), { timeout: 60_000 }).not.toBeNull();
  }
  // Several more polling rounds of both schedulers: nothing runs again.
  await new Promise((resolve) => setTimeout(resolve, 3_000));

  const codeCalls = (await cluster.riotCalls("/lol/tournament/v5/codes")).filter(
    (call) => call.method === "POST",
  );
  for (const scrim of scrims) {
    const forScrim = codeCalls.filter(
      (call) => (call.body as { metadata?: string } | null)?.metadata === scrim._id,
    );
    expect(forScrim, `Riot code requests for scrim ${scrim._id}`).toHaveLength(1);
    expect(await codeOf(scrim._id)).not.toBeNull();
  }
});
