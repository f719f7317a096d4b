import { uniqueEmail, uniqueIp, uniqueTag } from "./factories/unique";

/** Request builders for `app.inject` / `injectAs`. */
export const get = (url: string) => ({ method: "GET", url }) as const;
export const post = (url: string, payload?: object) =>
  ({ method: "POST", url, ...(payload ? { payload } : {}) }) as const;
export const put = (url: string, payload: object) => ({ method: "PUT", url, payload }) as const;
export const patch = (url: string, payload?: object) =>
  ({ method: "PATCH", url, ...(payload ? { payload } : {}) }) as const;
export const del = (url: string) => ({ method: "DELETE", url }) as const;

/** The account routes of the signed-in caller. */
export const authRequests = {
  verify: post("/api/auth/verify"),
  logout: post("/api/auth/logout"),
  deleteAccount: del("/api/auth/account"),
  updateUser: (payload: object) => put("/api/auth/update-user", payload),
  // The sign-in routes below come from an address of their own, so rate limits never interfere.
  /** Local sign-in; `remoteAddress` given where a test counts the rate limit. */
  devLogin: ({
    email = uniqueEmail(),
    remoteAddress = uniqueIp(),
  }: { email?: unknown; remoteAddress?: string } = {}) =>
    ({ ...post("/api/auth/dev-login", { email }), remoteAddress }) as const,
  register: (payload: object) =>
    ({ ...post("/api/auth/register", payload), remoteAddress: uniqueIp() }) as const,
  /** Trades a one-time login code (as the OpenID Connect callback hands out) for a session. */
  exchange: (code: string | null) =>
    ({ ...post("/api/auth/exchange", { code }), remoteAddress: uniqueIp() }) as const,
};

/** An admin's routes over another player's account. */
export const userRequests = {
  /** Corrects the player's account details (name, tagline, rank…). */
  adminEdit: (userId: string, payload: object) => put(`/api/users/${userId}`, payload),
  /** Grants or removes admin rights (`isAdmin` may be anything, for the validation tests). */
  setAdmin: (userId: string, isAdmin: unknown) => put(`/api/users/${userId}/admin`, { isAdmin }),
  /** Bans the player: `payload` holds dateFrom, dateTo and reason (see `banWindow`). */
  ban: (userId: string, payload: object) => post(`/api/users/${userId}/ban`, payload),
  /** Lifts the player's ban. */
  unban: (userId: string) => post(`/api/users/${userId}/unban`),
};

/**
 * A write of the player's own (his profile background): what a ban refuses, as the ban check
 * applies to writes only.
 */
export const ownWrite = (player: { id: string }) =>
  put(`/api/users/${player.id}/profile-background`, {
    profileBackgroundImg: "GitCat",
    profileBackgroundBlur: "4",
  });

/**
 * Valid account details (registration or settings) with a name and Discord no other test uses;
 * any field can be overridden.
 */
export function accountDetails(overrides: Record<string, unknown> = {}) {
  const tag = uniqueTag();
  return {
    name: `Player ${tag}`,
    summonerTagline: "NA1",
    region: "NA",
    discord: `player_${tag}`,
    rank: "Gold 2",
    canSendEmailsToUser: true,
    ...overrides,
  };
}
