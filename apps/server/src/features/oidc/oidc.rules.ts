import type { Config } from "@/config/env";

export type OidcProviderId = "google" | "riot" | "oidc";

export type OidcProvider = {
  id: OidcProviderId;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret?: string;
  scope: string;
  /** Riot Sign-On gives no email; the others must. */
  requiresEmail: boolean;
};

/** Sign-in flows expire after this long at the provider. */
export const OIDC_FLOW_TTL_MS = 10 * 60_000;

/** The identity providers this deployment offers, in the order the sign-in page lists them. */
export function configuredProviders(config: Pick<Config, "oidc">): OidcProvider[] {
  const providers: OidcProvider[] = [];
  if (config.oidc.google) {
    providers.push({
      id: "google",
      name: "Google",
      issuer: "https://accounts.google.com",
      ...config.oidc.google,
      scope: "openid email",
      requiresEmail: true,
    });
  }
  if (config.oidc.riot) {
    providers.push({
      id: "riot",
      name: "Riot Sign-On",
      issuer: "https://auth.riotgames.com",
      ...config.oidc.riot,
      scope: "openid cpid",
      requiresEmail: false,
    });
  }
  if (config.oidc.generic) {
    providers.push({
      id: "oidc",
      name: "Single sign-on",
      ...config.oidc.generic,
      scope: "openid email",
      requiresEmail: true,
    });
  }
  return providers;
}

export type IdTokenClaims = { sub?: unknown; email?: unknown; email_verified?: unknown };

/**
 * Who signed in, from the verified ID token: the subject always, the email when the provider
 * vouches for it. An email the provider marks unverified is not trusted.
 */
export function identityFromClaims(
  provider: Pick<OidcProvider, "id" | "requiresEmail">,
  claims: IdTokenClaims,
): { subject: string; email: string | null } | { error: "missing_subject" | "email_not_verified" } {
  if (typeof claims.sub !== "string" || claims.sub.length === 0) {
    return { error: "missing_subject" };
  }
  const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : null;
  const verified = claims.email_verified !== false;
  if (provider.requiresEmail && (!email || !verified)) {
    return { error: "email_not_verified" };
  }
  return { subject: claims.sub, email: email && verified ? email : null };
}
