import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import type { ClientToServerEvents, ServerToClientEvents } from "@scrims/shared/realtime";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { io, type Socket } from "socket.io-client";
import { contextFor, type ApiPlayer } from "../pages/api-players";
import { ScrimPage } from "../pages/scrim-page";

/** Set by scripts/test-cluster.mjs; the defaults are its default ports. */
const clusterUrl = process.env.CLUSTER_URL ?? "http://127.0.0.1:4106";
const controlUrl = process.env.CLUSTER_CONTROL_URL ?? "http://127.0.0.1:4136";

export type AppName = "a" | "b";
/** Each app process's own address, behind nginx's back ("through process A"). */
export const appUrl: Record<AppName, string> = {
  a: process.env.CLUSTER_APP_A_URL ?? "http://127.0.0.1:4116",
  b: process.env.CLUSTER_APP_B_URL ?? "http://127.0.0.1:4126",
};

/** nginx's sticky-session cookie (deploy/nginx/scrims.conf.template). */
const STICKY_COOKIE = "scrims_lb";

async function control(pathname: string, method = "POST"): Promise<unknown> {
  const res = await fetch(`${controlUrl}${pathname}`, { method });
  const body: unknown = await res.json();
  if (!res.ok) {
    throw new Error(`control ${pathname}: ${JSON.stringify(body)}`);
  }
  return body;
}

/** SIGKILL (`kill`) or SIGTERM (`term`) an app process and wait for it to exit; `start` it again. */
export const cluster = {
  kill: (name: AppName) => control(`/apps/${name}/kill`) as Promise<{ signal: string | null }>,
  term: (name: AppName) => control(`/apps/${name}/term`) as Promise<{ code: number | null }>,
  start: (name: AppName) => control(`/apps/${name}/start`),
  /** Starts `name` unless it is running. */
  ensureRunning: (name: AppName) => control(`/apps/${name}/ensure-running`),
  /** Requests the Riot fake received under `prefix` (routing prefix ignored), oldest first. */
  riotCalls: (prefix: string) =>
    control(`/riot/calls?prefix=${encodeURIComponent(prefix)}`, "GET") as Promise<
      { method: string; path: string; body: unknown; status: number | null }[]
    >,
};

/**
 * Which app process holds the Socket.IO session nginx opened for sticky key `key`: a long-polling
 * handshake through nginx, then the session is looked up on each process directly (the other one
 * answers "Session ID unknown"). Closing it there leaves nothing behind.
 */
async function processOfKey(key: string): Promise<AppName> {
  const handshake = await fetch(`${clusterUrl}/socket.io/?EIO=4&transport=polling`, {
    headers: { cookie: `${STICKY_COOKIE}=${key}` },
  });
  const text = await handshake.text();
  const { sid } = JSON.parse(text.slice(text.indexOf("{"))) as { sid: string };
  for (const name of ["a", "b"] as const) {
    const res = await fetch(`${appUrl[name]}/socket.io/?EIO=4&transport=polling&sid=${sid}`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8" },
      body: "1", // engine.io's close packet
    });
    if (res.ok) {
      return name;
    }
  }
  throw new Error(`the session of key ${key} is on neither process`);
}

/**
 * A sticky key that nginx sends to process `name`. Just after a process came back nginx may still
 * count it failed for a few seconds (`fail_timeout`): then every key lands on the other one.
 */
export async function stickyKeyFor(name: AppName, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  do {
    for (let i = 0; i < 16; i += 1) {
      const key = `cluster-test-${i}`;
      if ((await processOfKey(key)) === name) {
        return key;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  } while (Date.now() < deadline);
  throw new Error(`no sticky key reaches process ${name}`);
}

/** Pins a browser context to the process of `key` (nginx's cookie, set before any request). */
async function pinContext(context: BrowserContext, key: string): Promise<void> {
  await context.addCookies([{ name: STICKY_COOKIE, value: key, url: clusterUrl }]);
}

export type ClusterSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A real Socket.IO client through nginx, pinned by `key`, signed in with `token`. */
export async function connectThroughNginx(token: string, key: string): Promise<ClusterSocket> {
  const socket: ClusterSocket = io(clusterUrl, {
    path: "/socket.io",
    auth: { token },
    transports: ["websocket"],
    extraHeaders: { cookie: `${STICKY_COOKIE}=${key}` },
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  return socket;
}

/** Resolves with the first `event` payload that `match` accepts. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClusterSocket,
  event: E,
  match: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean,
  timeoutMs = 15_000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`no matching ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (match(payload)) {
        clearTimeout(timer);
        socket.off(event, listener as never);
        resolve(payload);
      }
    };
    socket.on(event, listener as never);
  });
}

/**
 * Resolves once a socket the page opens from now on has joined the scrim's room and the server
 * acknowledged it (the page's first socket, or the one it reconnects with).
 */
export function roomJoined(page: Page, scrimId: string): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (ws) => {
      let asked = false;
      ws.on("framesent", ({ payload }) => {
        asked ||= String(payload).includes("join_scrim_room") && String(payload).includes(scrimId);
      });
      ws.on("framereceived", ({ payload }) => {
        // Socket.IO's acknowledgement packet: 43<id>[{"ok":true}]
        if (asked && /^43\d+\[\{"ok":true/.test(String(payload))) {
          resolve();
        }
      });
    });
  });
}

/**
 * `viewer`'s browser on process `name` with the scrim's page open, its socket in the scrim's room.
 * `page` is the page; close `context` when done.
 */
export async function openLobbyOn(
  browser: Browser,
  viewer: ApiPlayer,
  name: AppName,
  scrim: ScrimDto,
) {
  const context = await contextFor(browser, viewer);
  await pinContext(context, await stickyKeyFor(name));
  const page = await context.newPage();
  const joined = roomJoined(page, scrim._id);
  const lobby = new ScrimPage(page);
  await lobby.goto(scrim._id);
  await expect(lobby.heading(scrim.title)).toBeVisible();
  await joined;
  return { context, page, lobby };
}
