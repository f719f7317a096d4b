import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Page,
} from "@playwright/test";
import { uniqueSuffix } from "./account-pages";

export type ApiPlayer = { token: string; id: string; name: string; email: string };

/** Signs a player up through the API (local sign-in + registration): quicker than the form. */
export async function signUpByApi(
  request: APIRequestContext,
  options: { email?: string; name?: string; tagline?: string; region?: string; rank?: string } = {},
): Promise<ApiPlayer> {
  const suffix = uniqueSuffix();
  const email = options.email ?? `e2e-${suffix}@example.test`;
  const login = await request.post("/api/auth/dev-login", { data: { email } });
  const { token, user } = (await login.json()) as {
    token: string;
    user: { _id: string; name: string } | null;
  };
  if (user) {
    return { token, id: user._id, name: user.name, email };
  }
  const name = options.name ?? `Player ${suffix}`;
  const registered = await request.post("/api/auth/register", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      summonerTagline: options.tagline ?? "NA1",
      region: options.region ?? "NA",
      discord: `e2e_${suffix}`,
      rank: options.rank ?? "Gold 2",
    },
  });
  if (!registered.ok()) {
    throw new Error(`register ${name}: ${registered.status()} ${await registered.text()}`);
  }
  const body = (await registered.json()) as { token: string; user: { _id: string } };
  return { token: body.token, id: body.user._id, name, email };
}

/**
 * Signs up one player per name, in order, each name made unique with a suffix ("Ahri k3x9q0"):
 * names a reader can tell apart on screen and in screenshots.
 */
export async function signUpNamedPlayers<const Names extends readonly string[]>(
  request: APIRequestContext,
  names: Names,
): Promise<{ [K in keyof Names]: ApiPlayer }> {
  const players: ApiPlayer[] = [];
  for (const name of names) {
    players.push(await signUpByApi(request, { name: `${name} ${uniqueSuffix()}` }));
  }
  return players as { [K in keyof Names]: ApiPlayer };
}

/**
 * A unique Riot name of the longest kind: 16 characters (Riot's limit), of the widest letters,
 * for layouts that must show a whole name.
 */
export const longRiotName = () => `Wmwmwmwmwm${uniqueSuffix()}`.padEnd(16, "w");

/** The shared e2e server's admin (its ADMIN_EMAILS): every call answers the same account. */
export const signUpAdmin = (request: APIRequestContext) =>
  signUpByApi(request, { email: "e2e-admin@example.test", name: "E2E Admin" });

/** A browser context already signed in as `player` (the session token in local storage). */
export async function contextFor(
  browser: Browser,
  player: ApiPlayer,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript((token) => {
    window.localStorage.setItem("scrims.session", token);
  }, player.token);
  return context;
}

/**
 * A page in a context of its own signed in as `player`; `page.context()` reaches the context
 * (to close it, or to route its requests).
 */
export async function pageFor(
  browser: Browser,
  player: ApiPlayer,
  options: BrowserContextOptions = {},
): Promise<Page> {
  return (await contextFor(browser, player, options)).newPage();
}

export function authHeaders(player: ApiPlayer) {
  return { authorization: `Bearer ${player.token}` };
}
