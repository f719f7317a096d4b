import { randomBytes } from "node:crypto";
import type { Deps } from "@/lib/deps";
import { AppError } from "@/lib/errors";
import { mailRepository } from "./mail.repository";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "./mail.rules";

const UNSUBSCRIBE_SECRET = "email-unsubscribe";

/** Per database: the secret never changes once stored, so each process reads it once. */
const secrets = new WeakMap<object, Promise<string>>();

/** The key that signs unsubscribe links, stored once in the database and shared by every process. */
function unsubscribeSecret(deps: Pick<Deps, "db">): Promise<string> {
  let secret = secrets.get(deps.db);
  if (!secret) {
    secret = mailRepository.secret(deps.db, UNSUBSCRIBE_SECRET, () =>
      randomBytes(32).toString("base64url"),
    );
    secret.catch(() => secrets.delete(deps.db));
    secrets.set(deps.db, secret);
  }
  return secret;
}

/** `{PUBLIC_URL}/api/email/unsubscribe?token=…` of a user: one click turns reminders off. */
export async function unsubscribeUrlOf(
  deps: Pick<Deps, "db" | "config">,
  userId: string,
): Promise<string> {
  const token = signUnsubscribeToken(await unsubscribeSecret(deps), userId);
  return `${deps.config.publicUrl}/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * Turns reminder emails off for the user a signed token names (RFC 8058 one click, or the link).
 * Doing it again changes nothing and succeeds.
 *
 * @throws AppError UNSUBSCRIBE_TOKEN_INVALID (malformed, forged or naming no user)
 */
export async function unsubscribe(deps: Deps, token: string): Promise<void> {
  const userId = verifyUnsubscribeToken(await unsubscribeSecret(deps), token);
  if (!userId || !(await mailRepository.refuseEmails(deps.db, userId))) {
    throw new AppError("UNSUBSCRIBE_TOKEN_INVALID", "This unsubscribe link is not valid.");
  }
  await deps.sessions.userChanged(userId);
}

/**
 * Checks that a token is one this server signed, changing nothing: the link in an email only
 * opens the page that asks, so a mail scanner following it unsubscribes no one.
 *
 * @throws AppError UNSUBSCRIBE_TOKEN_INVALID (malformed or forged)
 */
export async function checkUnsubscribeToken(deps: Deps, token: string): Promise<void> {
  if (!verifyUnsubscribeToken(await unsubscribeSecret(deps), token)) {
    throw new AppError("UNSUBSCRIBE_TOKEN_INVALID", "This unsubscribe link is not valid.");
  }
}
