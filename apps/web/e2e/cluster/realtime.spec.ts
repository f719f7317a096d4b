import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { uniqueSuffix } from "../pages/account-pages";
import { authHeaders, signUpByApi, type ApiPlayer } from "../pages/api-players";
import { createScrimByApi, seatPlayerByApi } from "../pages/scrim-page";
import {
  appUrl,
  connectThroughNginx,
  nextEvent,
  openLobbyOn,
  stickyKeyFor,
  type ClusterSocket,
} from "../support/cluster";
import { expect, test } from "../support/test";

async function befriend(request: APIRequestContext, a: ApiPlayer, b: ApiPlayer) {
  const sent = await request.post(`/api/friend-requests/send-request/${b.id}`, {
    headers: authHeaders(a),
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const accepted = await request.post(`/api/friend-requests/accept-request/${b.id}`, {
    headers: authHeaders(b),
    data: { newFriendUserId: a.id },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

test("a lobby change made through process A reaches a page connected to process B", async ({
  browser,
  request,
}) => {
  const admin = await signUpByApi(request, { email: "cluster-admin@example.test", name: "Admin" });
  const viewer = await signUpByApi(request, { name: `Viewer ${uniqueSuffix()}` });
  const joiner = await signUpByApi(request, { name: `Joiner ${uniqueSuffix()}` });
  const scrim = await createScrimByApi(request, admin, { title: `Across ${uniqueSuffix()}` });

  const { context, lobby } = await openLobbyOn(browser, viewer, "b", scrim);

  // Straight to process A, behind nginx's back.
  const throughA = await playwrightRequest.newContext({ baseURL: appUrl.a });
  await seatPlayerByApi(throughA, scrim._id, joiner, "teamTwo", "Mid");
  await expect(lobby.seatedPlayer("teamTwo", "Mid", joiner.name)).toBeVisible();
  await throughA.dispose();
  await context.close();
});

test("a direct message and presence cross processes", async ({ request }) => {
  const alice = await signUpByApi(request, { name: `Alice ${uniqueSuffix()}` });
  const bob = await signUpByApi(request, { name: `Bob ${uniqueSuffix()}` });
  await befriend(request, alice, bob);
  const [keyA, keyB] = [await stickyKeyFor("a"), await stickyKeyFor("b")];
  const sockets: ClusterSocket[] = [];
  try {
    // Alice is on process A and watches Bob, who is offline.
    const aliceSocket = await connectThroughNginx(alice.token, keyA);
    sockets.push(aliceSocket);
    const offline = nextEvent(aliceSocket, "presence", (p) => p.userId === bob.id);
    const ack = await aliceSocket.emitWithAck("watch_presence", { userIds: [bob.id] });
    expect(ack).toEqual({ ok: true });
    expect(await offline).toMatchObject({ online: false });

    // Bob comes online on process B: Alice hears it.
    const online = nextEvent(aliceSocket, "presence", (p) => p.userId === bob.id && p.online);
    const bobSocket = await connectThroughNginx(bob.token, keyB);
    sockets.push(bobSocket);
    await online;

    // Bob writes to Alice through process B; Alice's socket on A gets it.
    const conversation = await request.post("/api/conversations", {
      headers: authHeaders(bob),
      data: { senderId: bob.id, receiverId: alice.id },
    });
    expect(conversation.ok(), await conversation.text()).toBe(true);
    const conversationId = ((await conversation.json()) as { _id: string })._id;
    const text = `gg from B ${uniqueSuffix()}`;
    const delivered = nextEvent(aliceSocket, "getMessage", (m) => m.text === text);
    const throughB = await playwrightRequest.newContext({ baseURL: appUrl.b });
    const sent = await throughB.post("/api/messages", {
      headers: authHeaders(bob),
      data: { conversationId, text, receiverId: alice.id },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await throughB.dispose();
    expect(await delivered).toMatchObject({ _sender: { _id: bob.id }, text });

    // Bob leaves: Alice hears that too.
    const gone = nextEvent(aliceSocket, "presence", (p) => p.userId === bob.id && !p.online);
    bobSocket.disconnect();
    await gone;
  } finally {
    for (const socket of sockets) {
      socket.disconnect();
    }
  }
});

test("rate limits hold across processes", async ({ request }) => {
  // Sign-in is limited per client address (SIGNIN_RATE_LIMIT=100 a minute in this cluster). The
  // processes trust one proxy, so a request sent to them directly names its client in
  // X-Forwarded-For: the same made-up client alternates between A and B.
  const client = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
  const statuses: Record<"a" | "b", number[]> = { a: [], b: [] };
  for (let i = 0; i < 60; i += 1) {
    for (const name of ["a", "b"] as const) {
      const res = await request.post(`${appUrl[name]}/api/auth/dev-login`, {
        headers: { "x-forwarded-for": client },
        data: { email: `limit-${uniqueSuffix()}@example.test` },
      });
      statuses[name].push(res.status());
    }
  }
  const all = [...statuses.a, ...statuses.b];
  expect(all.filter((s) => s === 200)).toHaveLength(100);
  expect(all.filter((s) => s === 429)).toHaveLength(20);
  // Each process alone saw only 60: without the shared count neither would have refused one.
  expect(statuses.a.filter((s) => s === 429).length).toBeGreaterThan(0);
  expect(statuses.b.filter((s) => s === 429).length).toBeGreaterThan(0);

  // Socket events: 30 a player across their sockets (20 a socket), one socket on each process.
  const player = await signUpByApi(request);
  const sockets = [
    await connectThroughNginx(player.token, await stickyKeyFor("a")),
    await connectThroughNginx(player.token, await stickyKeyFor("b")),
  ];
  try {
    const acks = await Promise.all(
      sockets.flatMap((socket) =>
        Array.from({ length: 20 }, () => socket.emitWithAck("join_region_hub", { region: "NA" })),
      ),
    );
    const limited = acks.filter((ack) => !ack.ok && ack.code === "RATE_LIMITED").length;
    // 40 events against a burst of 30 (plus what refills at 5 a second while they arrive).
    expect(limited).toBeGreaterThanOrEqual(5);
    expect(acks.filter((ack) => ack.ok).length).toBeLessThanOrEqual(35);
  } finally {
    for (const socket of sockets) {
      socket.disconnect();
    }
  }
});
