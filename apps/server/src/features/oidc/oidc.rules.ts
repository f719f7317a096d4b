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

/**
 * The cookie that ties a sign-in to the browser that started it: it holds the flow's state, is
 * set at /start and must come back with the callback, so a callback URL made in someone else's
 * browser (sign-in CSRF) is refused. Sent only to the callback of that provider.
 */
export const OIDC_STATE_COOKIE = "scrims_oidc_state";

/** `Set-Cookie` value of the state cookie; an empty state with no max age clears it. */
export function stateCookie(
  callbackUrl: string,
  state: string,
  maxAgeSeconds = OIDC_FLOW_TTL_MS / 1000,
): string {
  const url = new URL(callbackUrl);
  const attributes = [
    `${OIDC_STATE_COOKIE}=${state}`,
    `Path=${url.pathname}`,
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(url.protocol === "https:" ? ["Secure"] : []),
  ];
  return attributes.join("; ");
}

/** A cookie's value from a `Cookie` header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      return pair.slice(separator + 1).trim();
    }
  }
  return undefined;
}

export type IdTokenClaims = { sub?: unknown; email?: unknown; email_verified?: unknown };

/**
 * Who signed in, from the verified ID token: the subject always, the email only when the provider
 * vouches for it with `email_verified: true`. An email marked unverified, or without the claim at
 * all, is not trusted (a provider that omits it says nothing about who owns the address).
 */
export function identityFromClaims(
  provider: Pick<OidcProvider, "id" | "requiresEmail">,
  claims: IdTokenClaims,
): { subject: string; email: string | null } | { error: "missing_subject" | "email_not_verified" } {
  if (typeof claims.sub !== "string" || claims.sub.length === 0) {
    return { error: "missing_subject" };
  }
  const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : null;
  const verified = claims.email_verified === true;
  if (provider.requiresEmail && (!email || !verified)) {
    return { error: "email_not_verified" };
  }
  return { subject: claims.sub, email: email && verified ? email : null };
}
