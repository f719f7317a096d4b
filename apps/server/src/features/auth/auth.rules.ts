/** A session lasts this long from sign-in. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
/** A one-time sign-in code must be exchanged within this time. */
export const LOGIN_CODE_TTL_MS = 60_000;
/** A session's lastSeenAt is written at most this often. */
export const LAST_SEEN_INTERVAL_MS = 60_000;
/** An account's lastSeenAt (the dashboard's "active today") is written at most this often. */
const USER_SEEN_INTERVAL_MS = 5 * 60_000;

/** Midnight UTC at the start of `now`'s day. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * Before which moment an account's lastSeenAt is stale at `now`: older than the interval, or from
 * before today's midnight UTC (so the first request of a day always counts for that day).
 */
export function userSeenStaleBefore(now: Date): Date {
  const interval = new Date(now.getTime() - USER_SEEN_INTERVAL_MS);
  const midnight = startOfUtcDay(now);
  return interval > midnight ? interval : midnight;
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1];
}

/** Whether ADMIN_EMAILS (already lower-cased) names this email. */
export function isAdminEmail(
  adminEmails: readonly string[],
  email: string | null | undefined,
): boolean {
  return typeof email === "string" && adminEmails.includes(email.trim().toLowerCase());
}

/**
 * Whether a sign-in should make this account an admin: ADMIN_EMAILS grants, it never removes
 * (rights an admin gave stay, and ones an admin took are given back while the email is listed).
 * Only the account's own email counts (verified and stored at registration): an email a
 * provider names at a later sign-in never makes an admin.
 */
export function shouldGrantAdmin(
  adminEmails: readonly string[],
  user: { isAdmin: boolean; email: string | null },
): boolean {
  return !user.isAdmin && isAdminEmail(adminEmails, user.email);
}
