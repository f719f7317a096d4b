import { pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

/**
 * A sign-in under way at an OpenID provider: the secrets the callback must match. Kept in the
 * database (not in memory) so any process can finish a flow another started; taken once, so a
 * replayed callback finds nothing.
 */
export const oidcFlows = pgTable("oidc_flows", {
  state: text().primaryKey(),
  provider: text().notNull(),
  nonce: text().notNull(),
  codeVerifier: text().notNull(),
  expiresAt: timestamptz().notNull(),
});
