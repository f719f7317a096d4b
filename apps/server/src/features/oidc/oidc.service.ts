import { createHash, timingSafeEqual } from "node:crypto";
import * as client from "openid-client";
import type { Deps } from "@/lib/deps";
import { AppError } from "@/lib/errors";
import { issueLoginCode } from "@/features/auth/auth.service";
import { oidcRepository } from "./oidc.repository";
import {
  configuredProviders,
  identityFromClaims,
  OIDC_FLOW_TTL_MS,
  type OidcProvider,
  type OidcProviderId,
} from "./oidc.rules";

// Discovery documents change rarely: fetch once per issuer and client, again after a failure.
const discovered = new Map<string, Promise<client.Configuration>>();

function discover(provider: OidcProvider, allowHttp: boolean): Promise<client.Configuration> {
  const key = `${provider.issuer}|${provider.clientId}`;
  let pending = discovered.get(key);
  if (!pending) {
    const issuer = new URL(provider.issuer);
    pending = client.discovery(
      issuer,
      provider.clientId,
      provider.clientSecret,
      undefined,
      allowHttp && issuer.protocol === "http:"
        ? { execute: [client.allowInsecureRequests] }
        : undefined,
    );
    pending.catch(() => discovered.delete(key));
    discovered.set(key, pending);
  }
  return pending;
}

function findProvider(deps: Pick<Deps, "config">, id: string): OidcProvider {
  const provider = configuredProviders(deps.config).find((p) => p.id === id);
  if (!provider) {
    throw new AppError("NOT_FOUND", `Sign-in provider ${id} is not configured`);
  }
  return provider;
}

async function configurationOf(deps: Pick<Deps, "config">, provider: OidcProvider) {
  try {
    return await discover(provider, deps.config.nodeEnv !== "production");
  } catch {
    throw new AppError(
      "SERVICE_UNAVAILABLE",
      `Sign-in with ${provider.name} is unavailable right now`,
    );
  }
}

export function callbackUrl(
  deps: Pick<Deps, "config">,
  providerId: OidcProviderId | string,
): string {
  return `${deps.config.publicUrl}/api/auth/oidc/${providerId}/callback`;
}

/** Where the browser lands after the provider: the web app trades the code for a session. */
function completionUrl(
  deps: Pick<Deps, "config">,
  outcome: { code: string } | { error: string },
): string {
  const params = new URLSearchParams(outcome);
  return `${deps.config.publicUrl}/auth/complete?${params.toString()}`;
}

/** Whether the callback's state is the one this browser's cookie holds (compared in constant time). */
function sameState(fromUrl: string, fromCookie: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(fromUrl), digest(fromCookie));
}

/**
 * Starts authorization code + PKCE sign-in: stores state, nonce and verifier for the callback,
 * and returns the provider's authorization URL to send the browser to, and the state, which the
 * route puts in the browser's state cookie.
 *
 * @throws AppError NOT_FOUND (provider not configured) | SERVICE_UNAVAILABLE (provider unreachable)
 */
export async function startOidcSignIn(
  deps: Deps,
  providerId: string,
): Promise<{ url: string; state: string }> {
  const provider = findProvider(deps, providerId);
  const configuration = await configurationOf(deps, provider);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const now = new Date();
  await oidcRepository.deleteExpired(deps.db, now);
  await oidcRepository.createFlow(deps.db, {
    state,
    nonce,
    codeVerifier,
    provider: provider.id,
    expiresAt: new Date(now.getTime() + OIDC_FLOW_TTL_MS),
  });
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(deps, provider.id),
    scope: provider.scope,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
  });
  return { url: url.href, state };
}

/**
 * Finishes sign-in at the callback: the state must be the one of this browser's state cookie
 * (`cookieState`), the flow is taken once by its state, the code is exchanged with the PKCE
 * verifier, and the ID token is verified (signature, issuer, audience, nonce) by openid-client.
 * Identity comes only from that token. Answers the web URL to redirect to: with a one-time code
 * on success, or an error reason.
 */
export async function completeOidcSignIn(
  deps: Deps,
  providerId: string,
  currentUrl: URL,
  cookieState: string | undefined,
  log: { warn: (obj: object, msg: string) => void },
): Promise<string> {
  const provider = findProvider(deps, providerId);
  if (currentUrl.searchParams.has("error")) {
    return completionUrl(deps, { error: "access_denied" });
  }
  const state = currentUrl.searchParams.get("state");
  // Another browser's callback (sign-in CSRF) is refused before its flow is touched.
  const fromThisBrowser = Boolean(state && cookieState && sameState(state, cookieState));
  const flow =
    state && fromThisBrowser
      ? await oidcRepository.takeFlow(deps.db, state, provider.id, new Date())
      : undefined;
  if (!state || !flow) {
    return completionUrl(deps, { error: "invalid_state" });
  }
  const configuration = await configurationOf(deps, provider);
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    log.warn({ err: error, provider: provider.id }, "OpenID Connect code exchange failed");
    return completionUrl(deps, { error: "sign_in_failed" });
  }
  const identity = identityFromClaims(provider, claims ?? {});
  if ("error" in identity) {
    return completionUrl(deps, { error: identity.error });
  }
  const code = await issueLoginCode(deps, { provider: provider.id, ...identity });
  return completionUrl(deps, { code });
}
