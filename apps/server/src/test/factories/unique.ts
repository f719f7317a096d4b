import { randomUUID } from "node:crypto";

/** A unique suffix, so rows made by one test never collide with another's. */
export function uniqueTag(): string {
  return randomUUID().replaceAll("-", "").slice(0, 8);
}

/** A unique email address for a test. */
export function uniqueEmail(prefix = "player"): string {
  return `${prefix}-${uniqueTag()}@example.test`;
}

/** A random client address, so each test has rate-limit counters of its own. */
export function uniqueIp(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** A well-formed id that no row has (rows get random UUIDs): for the 404 of an unknown one. */
export const UNKNOWN_ID = "6f1c2d7e-0000-4000-8000-000000000000";
