import { createHash, randomBytes } from "node:crypto";

/** A new secret for a bearer token or a one-time code: 32 random bytes, base64url (43 characters). */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored instead of a token: its SHA-256, hex. A leaked table grants no sessions. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Shape of the tokens we issue; anything else is refused without a database round trip. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
