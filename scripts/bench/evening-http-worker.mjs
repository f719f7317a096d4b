// A worker thread of the evening bench (scripts/bench/evening.mjs): the HTTP clients, each a
// signed-in player in a closed loop (one action at a time, then a pause to read the page) over a
// fixed weighted mix of what the web app asks for: the hub list, a scrim page, a profile (the four
// calls its page makes), and taking a seat or leaving the one taken. Each client has a PRNG of its
// own (seeded by its number), a keep-alive agent of its own as a browser has, accepts brotli and
// revalidates the hub list with its ETag as a browser's cache does. Counts from "measure" to
// "stop" only: latencies by route, statuses, writes by scrim.
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";
import zlib from "node:zlib";
import { SEATS, prng, weighted } from "./evening-world.mjs";

const { baseUrl, clients, players, scrims, days, mix, thinkMs, seed } = workerData;
let measuring = false;
let stopping = false;

/** Figures by route label: latencies (ms) and what the answers were. */
const routes = new Map();
/** Successful seat changes in the window, by scrim id (the bench works out the deliveries). */
const writesByScrim = {};
const errorSamples = [];

function record(label, ms, status) {
  if (!measuring) {
    return;
  }
  let route = routes.get(label);
  if (!route) {
    route = { latencies: [], ok: 0, notModified: 0, conflicts: 0, errors: 0 };
    routes.set(label, route);
  }
  route.latencies.push(ms);
  if (status >= 200 && status < 300) {
    route.ok += 1;
  } else if (status === 304) {
    route.notModified += 1;
  } else if (status === 409) {
    route.conflicts += 1;
  } else {
    route.errors += 1;
  }
}

function decode(res, body) {
  const encoding = res.headers["content-encoding"];
  const raw =
    encoding === "br"
      ? zlib.brotliDecompressSync(body)
      : encoding === "gzip"
        ? zlib.gunzipSync(body)
        : body;
  return raw.length ? JSON.parse(raw.toString()) : undefined;
}

/** One call as `client`: resolves with { status, data (parsed when asked) }; never rejects. */
function call(client, label, method, pathname, { body, parse = false, headers = {} } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status, res, chunks, error) => {
      record(label, performance.now() - started, status);
      if (status === 0 || (status >= 400 && status !== 409)) {
        if (measuring && errorSamples.length < 10) {
          errorSamples.push(`${label} → ${status} ${error ?? Buffer.concat(chunks).toString()}`);
        }
      }
      let data;
      if (res && (parse || status === 409) && status !== 304) {
        try {
          data = decode(res, Buffer.concat(chunks));
        } catch {
          data = undefined;
        }
      }
      resolve({ status, res, data });
    };
    const req = http.request(
      `${baseUrl}${pathname}`,
      {
        method,
        agent: client.agent,
        timeout: 60_000,
        headers: {
          authorization: `Bearer ${client.token}`,
          "accept-encoding": "gzip, deflate, br",
          ...(payload
            ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => done(res.statusCode, res, chunks));
        res.on("error", (error) => done(0, undefined, [], String(error)));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error) => done(0, undefined, [], String(error)));
    req.end(payload);
  });
}

/** What a client knows of the lobbies: taken seats by scrim id, from the answers it read. */
function learn(view, scrim) {
  if (!scrim?._id || !view.has(scrim._id)) {
    return;
  }
  const taken = new Set(
    [...scrim.teamOne, ...scrim.teamTwo].map((p) => `${p.team.name}/${p.role}`),
  );
  view.get(scrim._id).taken = taken;
}

const pick = (list, random) => list[Math.floor(random() * list.length)];

/** The profile page of a player: the lookup by name, then its three lists at once. */
async function readProfile(client, random) {
  const target = pick(players, random);
  const query = new URLSearchParams({ region: target.region });
  const found = await call(
    client,
    "GET /api/users/:name",
    "GET",
    `/api/users/${encodeURIComponent(target.name)}?${query}`,
  );
  if (found.status !== 200) {
    return;
  }
  const month = new Date().toISOString().slice(0, 7);
  const [year, number] = month.split("-").map(Number);
  const from = new Date(Date.UTC(year, number - 6, 1)).toISOString().slice(0, 7);
  const activity = new URLSearchParams({ from, to: month, filter: "all", tz: "Europe/Berlin" });
  await Promise.all([
    call(
      client,
      "GET /api/users/:id/scrims",
      "GET",
      `/api/users/${target.id}/scrims?order=desc&filter=none`,
    ),
    call(
      client,
      "GET /api/users/:id/activity",
      "GET",
      `/api/users/${target.id}/activity?${activity}`,
    ),
    call(
      client,
      "GET /api/friends/user-friends/:id",
      "GET",
      `/api/friends/user-friends/${target.id}`,
    ),
  ]);
}

/** The hub of a region (the player's own most of the time) on one of the scrims' days. */
async function readHub(client, random) {
  const region = random() < 0.7 ? client.region : weighted(mix.regions, random());
  const day = days[Math.floor(random() * days.length)];
  const url = `/api/scrims?${new URLSearchParams({ region, startDate: day.startDate, endDate: day.endDate })}`;
  const etag = client.etags.get(url);
  const answer = await call(client, "GET /api/scrims (hub list)", "GET", url, {
    parse: true,
    headers: etag ? { "if-none-match": etag } : {},
  });
  if (answer.status === 200) {
    client.etags.set(url, answer.res.headers.etag);
    for (const scrim of answer.data ?? []) {
      learn(client.view, scrim);
    }
  }
}

async function readScrim(client, random) {
  const scrim = pick(scrims, random);
  const answer = await call(client, "GET /api/scrims/:id", "GET", `/api/scrims/${scrim.id}`, {
    parse: true,
  });
  if (answer.status === 200) {
    learn(client.view, answer.data);
  }
}

/** Leaves the seat taken, or takes an empty one of a scrim that has one (as last seen). */
async function changeSeat(client, random) {
  if (client.seat) {
    const { scrimId } = client.seat;
    const answer = await call(
      client,
      "PATCH /api/scrims/:id/remove-player/:userId",
      "PATCH",
      `/api/scrims/${scrimId}/remove-player/${client.id}`,
      { parse: true },
    );
    if (answer.status === 200 || answer.status === 409) {
      client.seat = undefined;
      learn(client.view, answer.status === 200 ? answer.data : answer.data?.scrim);
    }
    if (answer.status === 200 && measuring) {
      writesByScrim[scrimId] = (writesByScrim[scrimId] ?? 0) + 1;
    }
    return;
  }
  const open = [...client.view].filter(([, known]) => known.taken.size < 10);
  if (open.length === 0) {
    return;
  }
  const [scrimId, known] = pick(open, random);
  const free = SEATS.filter((seat) => !known.taken.has(`${seat.team}/${seat.role}`));
  const seat = pick(free, random);
  const answer = await call(
    client,
    "PATCH /api/scrims/:id/insert-player/:userId",
    "PATCH",
    `/api/scrims/${scrimId}/insert-player/${client.id}`,
    { body: { playerData: { role: seat.role, team: { name: seat.team } } }, parse: true },
  );
  if (answer.status === 200) {
    client.seat = { scrimId, ...seat };
    learn(client.view, answer.data);
    if (measuring) {
      writesByScrim[scrimId] = (writesByScrim[scrimId] ?? 0) + 1;
    }
  } else if (answer.status === 409) {
    // Taken under us (or the view was old): the answer carries the scrim as it is.
    learn(client.view, answer.data?.scrim);
  }
}

const ACTIONS = { hub: readHub, scrim: readScrim, profile: readProfile, seat: changeSeat };

async function runClient(client) {
  const random = prng(seed + client.index);
  while (!stopping) {
    await ACTIONS[weighted(mix.actions, random())](client, random);
    // The time a player spends on the page before the next click: exponential, capped.
    const pause = Math.min(-Math.log(1 - random()) * thinkMs, 5 * thinkMs);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
  // Ends seated in nothing, as it began (outside the measured window).
  if (client.seat) {
    await changeSeat(client, random);
  }
}

// Every client starts from the seeded lobbies (`taken`: "teamOne/Top", …).
const seatsOf = () => scrims.map((s) => [s.id, { taken: new Set(s.taken) }]);
const running = clients.map((client) =>
  runClient({
    ...client,
    agent: new http.Agent({ keepAlive: true, maxSockets: 6 }),
    etags: new Map(),
    view: new Map(seatsOf()),
    seat: undefined,
  }),
);

parentPort.on("message", async (message) => {
  if (message.type === "measure") {
    measuring = true;
  } else if (message.type === "count") {
    let answered = 0;
    for (const route of routes.values()) {
      answered += route.latencies.length;
    }
    parentPort.postMessage({ type: "count", answered });
  } else if (message.type === "stop") {
    measuring = false;
    stopping = true;
    await Promise.all(running);
    parentPort.postMessage({
      type: "done",
      routes: Object.fromEntries(routes),
      writesByScrim,
      errorSamples,
    });
  }
});
parentPort.postMessage({ type: "ready" });
