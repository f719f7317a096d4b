import { expect } from "vitest";

/** Public fields only: exactly these keys, and never an email anywhere in the raw body. */
const PUBLIC_KEYS = [
  "_id",
  "createdAt",
  "discord",
  "isAdmin",
  "isDonator",
  "name",
  "profileBackgroundBlur",
  "profileBackgroundImg",
  "rank",
  "region",
  "soloQueueRank",
  "summonerTagline",
].sort();
/** Public too, on some reads: profile reads carry `currentBan` (its reason for the player and admins only), `reliability` and `noShowBlockedUntil`. */
const OPTIONAL_PUBLIC_KEYS = new Set(["currentBan", "reliability", "noShowBlockedUntil"]);

export function expectPublicOnly(body: string, emails: (string | null)[]) {
  for (const email of emails) {
    expect(body).not.toContain(email ?? "@");
  }
  expect(body).not.toContain("email");
  const parsed = JSON.parse(body) as Record<string, unknown> | Record<string, unknown>[];
  for (const user of Array.isArray(parsed) ? parsed : [parsed]) {
    const keys = Object.keys(user).filter((key) => !OPTIONAL_PUBLIC_KEYS.has(key));
    expect(keys.sort()).toEqual(PUBLIC_KEYS);
  }
}

type Answer = { statusCode: number; body: string; json: () => unknown };

/**
 * An error answer: that status and exactly that body (e.g. the spec's `{error, code}`), plus the
 * `requestId` every error body carries (the same as the `x-request-id` header). `what` names the
 * case in a failure, where one test checks several.
 */
export function expectError(
  res: Answer & { headers?: Record<string, unknown> },
  status: number,
  body: Record<string, unknown>,
  what?: string,
) {
  expect(res.statusCode, what === undefined ? res.body : `${what}: ${res.body}`).toBe(status);
  expect(res.json(), what).toEqual({
    ...body,
    requestId: res.headers?.["x-request-id"] ?? expect.any(String),
  });
}

/** A refusal: that status, an `error` message, and a body that holds at least `expected`. */
export function expectRefusal(res: Answer, status: number, expected: Record<string, unknown>) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ error: expect.any(String), ...expected });
}
