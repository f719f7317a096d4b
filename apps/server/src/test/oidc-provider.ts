import http from "node:http";
import Provider from "oidc-provider";
import { closeServer, listenOnLoopback } from "./local-server";

type TestAccount = { sub: string; email?: string; email_verified?: boolean };

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next sign-in logs in as (the provider's login page is skipped). */
  signInAs: (account: TestAccount) => void;
  close: () => Promise<void>;
};

/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port, speaking the full protocol:
 * discovery, authorization with PKCE, signed ID tokens, single-use codes. Its login and consent
 * pages answer at once as the account chosen with `signInAs`.
 */
export async function startTestOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  const clientId = "scrims-test";
  const clientSecret = "scrims-test-secret-0123456789abcdef";
  let account: TestAccount = { sub: "user-1", email: "player@example.test", email_verified: true };

  const server = http.createServer();
  const issuer = `http://127.0.0.1:${await listenOnLoopback(server)}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    pkce: { required: () => true },
    // Put the email claims in the ID token itself, as Google does.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ ...account, sub }),
    }),
    cookies: { keys: ["test-cookie-key-0123456789"] },
  });
  const handle = provider.callback();

  server.on("request", (req, res) => {
    if (!req.url?.startsWith("/interaction/")) {
      handle(req, res);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === "login") {
        await provider.interactionFinished(req, res, { login: { accountId: account.sub } });
        return;
      }
      const grant = new provider.Grant({
        accountId: details.session?.accountId ?? account.sub,
        clientId: String(details.params.client_id),
      });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs: (next) => {
      account = next;
    },
    close: () => closeServer(server),
  };
}

/** Follows redirects like a browser (keeping the provider's cookies) until one leads to `stopAt`. */
export async function followUntil(startUrl: string, stopAt: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(startUrl);
  for (let hop = 0; hop < 15; hop += 1) {
    if (url.href.startsWith(stopAt)) {
      return url;
    }
    const res = await fetch(url, {
      redirect: "manual",
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) {
        cookies.set(name.trim(), value.join("="));
      }
    }
    const location = res.headers.get("location");
    if (!location) {
      throw new Error(
        `no redirect from ${url.href} (${res.status}): ${(await res.text()).slice(0, 300)}`,
      );
    }
    url = new URL(location, url);
  }
  throw new Error("too many redirects");
}
