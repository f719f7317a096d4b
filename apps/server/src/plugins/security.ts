import { createHash } from "node:crypto";
import helmet, { type HelmetOptions } from "helmet";
import { LANDING_SESSION_SCRIPT } from "@scrims/shared/site/landing-session";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "@/config/env";
import type { Realtime } from "@/lib/realtime";
import { s3PublicBase } from "@/lib/storage";

/** Riot's Data Dragon CDN: summoner icons come from it (images only, nothing else). */
const DDRAGON_ORIGIN = "https://ddragon.leagueoflegends.com";

/** The landing page's one inline script, allowed by its hash and nothing else inline. */
const LANDING_SESSION_SCRIPT_HASH = `'sha256-${createHash("sha256").update(LANDING_SESSION_SCRIPT).digest("base64")}'`;

/** Routes under this prefix hand out session tokens or sign-in codes (sign-in, register, verify…). */
const SESSION_ROUTES_PREFIX = "/api/auth/";

/**
 * The security headers, with a Content Security Policy the built web app runs under: scripts
 * only from our origin; inline styles allowed because MUI (emotion) injects style tags at run
 * time.
 */
function helmetOptions(config: Config): HelmetOptions {
  const https = config.publicUrl.startsWith("https:");
  // Socket.IO at our own origin: 'self' covers ws/wss in CSP3 browsers, the exact URL the rest.
  const ownSocketOrigin = new URL(config.publicUrl).origin.replace(/^http/, "ws");
  // Post-game images stored in S3 are shown from the bucket's origin.
  const imageStoreOrigins = config.s3 ? [new URL(s3PublicBase(config.s3)).origin] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", LANDING_SESSION_SCRIPT_HASH],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", "data:"],
        imgSrc: ["'self'", "data:", "blob:", DDRAGON_ORIGIN, ...imageStoreOrigins],
        connectSrc: ["'self'", ownSocketOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The security headers on every answer: the API's and the web app's (through Fastify), and
 * Socket.IO's own polling answers (it serves /socket.io beside Fastify's hooks). Answers of the
 * sign-in routes (which carry session tokens) are never stored by a cache.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config, realtime }: { config: Config; realtime: Realtime }) => {
    // Made once: helmet parses the policy when it is made, and the Fastify plugin made it anew
    // on every request (a fiftieth of the server's time under an evening's load).
    const headers = helmet(helmetOptions(config));
    app.addHook("onRequest", (request, reply, done) => {
      headers(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
    realtime.engine.use(headers);

    app.addHook("onRoute", (route) => {
      if (!route.url.startsWith(SESSION_ROUTES_PREFIX)) {
        return;
      }
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [
        ...existing,
        async (_request, reply) => {
          reply.header("cache-control", "no-store");
        },
      ];
    });
  },
  { name: "security" },
);
