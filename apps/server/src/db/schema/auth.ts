import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { uuidPrimaryKey, timestamptz, timestamptzNow } from "./columns";
import { users } from "./users";

/**
 * Who signed in, as a provider names them: 'local' (email sign-in), 'google', 'riot' or 'oidc',
 * and the provider's subject. `userId` is null until the identity registers an account.
 */
export const identities = pgTable(
  "identities",
  {
    id: uuidPrimaryKey(),
    provider: text().notNull(),
    subject: text().notNull(),
    email: text(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamptzNow(),
  },
  (t) => [
    uniqueIndex("identities_provider_subject_key").on(t.provider, t.subject),
    index("identities_user_id_idx").on(t.userId),
  ],
);

/** A signed-in browser. Only the SHA-256 of the bearer token is stored; deleting the row revokes it. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuidPrimaryKey(),
    tokenHash: text().notNull().unique("sessions_token_hash_key"),
    identityId: uuid()
      .notNull()
      .references(() => identities.id, { onDelete: "cascade" }),
    createdAt: timestamptzNow(),
    expiresAt: timestamptz().notNull(),
    lastSeenAt: timestamptzNow(),
  },
  (t) => [
    index("sessions_identity_id_idx").on(t.identityId),
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

/**
 * One-time codes the OpenID Connect callback hands to the browser, traded once for a session by
 * `POST /api/auth/exchange` (hashed like session tokens; short-lived).
 */
export const loginCodes = pgTable(
  "login_codes",
  {
    codeHash: text().primaryKey(),
    identityId: uuid()
      .notNull()
      .references(() => identities.id, { onDelete: "cascade" }),
    expiresAt: timestamptz().notNull(),
  },
  (t) => [
    index("login_codes_identity_id_idx").on(t.identityId),
    index("login_codes_expires_at_idx").on(t.expiresAt),
  ],
);
