import net from "node:net";
import path from "node:path";
import { z } from "zod";

const booleanString = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const urlString = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.join(" or ")}//`,
    );

const optionalUrl = (protocols: string[]) =>
  z.preprocess((value) => (value === "" ? undefined : value), urlString(protocols).optional());

/** An optional variable for which an empty or blank value means unset. */
const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema,
  );

/** One half of a VAPID key pair: a P-256 key in base64url, of `length` characters. */
const vapidKey = (half: "public" | "private", length: number) =>
  blankAsUnset(
    z
      .string()
      .trim()
      .regex(
        new RegExp(`^[A-Za-z0-9_-]{${length}}$`),
        `must be a P-256 ${half} key in base64url (${length} characters)`,
      )
      .optional(),
  );

// --- Proxies, API docs and local sign-in (issue 17) ------------------------------------------

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY next to addresses and CIDRs. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

function isAddressOrCidr(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) {
    return false;
  }
  if (prefix === undefined) {
    return true;
  }
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For): none (the default), the
 * number of proxies in front of the server, or their addresses / CIDR ranges. Never "any": with
 * `true` every client could pick its own address, and with it a fresh rate-limit budget.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default("")
  .transform((value, ctx): false | number | string[] => {
    if (value === "" || value === "false" || value === "0") {
      return false;
    }
    if (/^\d+$/.test(value)) {
      return Number(value);
    }
    const entries = value.split(",").map((entry) => entry.trim());
    const bad = entries.filter(
      (entry) => !PROXY_RANGE_NAMES.includes(entry) && !isAddressOrCidr(entry),
    );
    if (value === "true" || bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message:
          value === "true"
            ? "true would trust any X-Forwarded-For; give the number of proxies in front of the server, or their addresses"
            : `not a hop count or a list of addresses/CIDRs: ${bad.join(", ")}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Whether a URL names this machine: localhost, 127.0.0.0/8 or ::1. */
function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "[::1]" || (net.isIPv4(host) && host.startsWith("127."));
}

// ----------------------------------------------------------------------------------------------

/** Sign-in attempts a minute per address and sign-in route, unless SIGNIN_RATE_LIMIT says otherwise. */
export const DEFAULT_SIGNIN_RATE_LIMIT = 20;

/** Every environment variable the server reads. `.env.example` documents the same list. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  PUBLIC_URL: optionalUrl(["http:", "https:"]),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
  REDIS_URL: optionalUrl(["redis:", "rediss:"]),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email())),
  // Proxies, API docs and local sign-in (issue 17).
  LOCAL_SIGNIN: booleanString.optional(),
  TRUST_PROXY: trustProxySchema,
  API_DOCS: booleanString.optional(),
  SIGNIN_RATE_LIMIT: z.coerce.number().int().min(1).default(DEFAULT_SIGNIN_RATE_LIMIT),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST_DIR: optionalString,
  OIDC_GOOGLE_CLIENT_ID: optionalString,
  OIDC_GOOGLE_CLIENT_SECRET: optionalString,
  RSO_CLIENT_ID: optionalString,
  RSO_CLIENT_SECRET: optionalString,
  OIDC_ISSUER: optionalUrl(["http:", "https:"]),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  RIOT_API_KEY: optionalString,
  RIOT_API_BASE_URL: optionalUrl(["http:", "https:"]),
  RIOT_TOURNAMENT_STUB: booleanString.default(false),
  DDRAGON_BASE_URL: optionalUrl(["http:", "https:"]),
  /** Per attempt of a Riot call, in ms (two more attempts follow a timeout or a 5xx). */
  RIOT_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  S3_ENDPOINT: optionalUrl(["http:", "https:"]),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_REGION: optionalString,
  SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
  MAIL_FROM: optionalString,
  /** Where Discord's API is; webhook URLs must start with `{this}/webhooks/` (tests: a local server). */
  DISCORD_API_BASE_URL: optionalUrl(["https:", "http:"]),
  COMMUNITY_TWITCH_URL: optionalUrl(["https:", "http:"]),
  COMMUNITY_DISCORD_URL: optionalUrl(["https:", "http:"]),
  COMMUNITY_X_URL: optionalUrl(["https:", "http:"]),
  /** Bearer token that GET /metrics requires; unset, /metrics answers 404 and nothing is collected. */
  METRICS_TOKEN: blankAsUnset(
    z.string().trim().min(16, "must be at least 16 characters").optional(),
  ),
  // Web push (features/push): the site's VAPID key pair, else one made once and kept in the database.
  VAPID_PUBLIC_KEY: vapidKey("public", 87),
  VAPID_PRIVATE_KEY: vapidKey("private", 43),
  VAPID_SUBJECT: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: address or an https: URL")
      .optional(),
  ),
  // Background jobs (lib/scheduler.ts).
  SCHEDULER: z.enum(["on", "off"]).default("on"),
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
});

/** The names of every variable read; `.env.example` must document each. */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

type RawEnv = Record<string, string | undefined>;

const isOn = (value: string | undefined) => ["true", "1", "yes"].includes(value?.trim() ?? "");
const isSet = (value: string | undefined) => Boolean(value?.trim());

/** Rules across variables; checked on the raw values so they are reported with every other problem. */
function crossCheck(source: RawEnv): string[] {
  const problems: string[] = [];
  if (source.NODE_ENV === "production" && isOn(source.LOCAL_SIGNIN)) {
    problems.push("LOCAL_SIGNIN: local sign-in must not be enabled in production");
  }
  const pairs: [string, string][] = [
    ["OIDC_GOOGLE_CLIENT_ID", "OIDC_GOOGLE_CLIENT_SECRET"],
    ["RSO_CLIENT_ID", "RSO_CLIENT_SECRET"],
    ["OIDC_ISSUER", "OIDC_CLIENT_ID"],
    ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY"],
  ];
  for (const [a, b] of pairs) {
    if (isSet(source[a]) !== isSet(source[b])) {
      problems.push(`${isSet(source[a]) ? b : a}: ${a} and ${b} go together`);
    }
  }
  if (source.NODE_ENV === "production" && source.OIDC_ISSUER?.trim().startsWith("http:")) {
    problems.push("OIDC_ISSUER: must use https in production");
  }
  const s3 = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"];
  const s3Set = s3.filter((name) => isSet(source[name]));
  if (s3Set.length > 0 && s3Set.length < s3.length) {
    problems.push(`S3_BUCKET: ${s3.join(", ")} go together`);
  }
  return problems;
}

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  /** Absolute path of the embedded database files and local uploads; `:memory:` keeps PGlite in RAM (tests). */
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  adminEmails: string[];
  /**
   * Sign-in with an email alone: on by itself only where PUBLIC_URL is a loopback address (and
   * not in production); elsewhere only with LOCAL_SIGNIN=true, which production refuses.
   */
  localSignin: boolean;
  /** Fastify's trustProxy: false, a hop count, or the addresses of trusted proxies. */
  trustProxy: false | number | string[];
  /** Serve the API docs UI and JSON at /api/docs (off in production unless API_DOCS=true). */
  apiDocs: boolean;
  /** Sign-in requests a minute per address, per sign-in route. */
  signinRateLimit: number;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Built web app to serve; absent or missing on disk means the API is served alone. */
  webDistDir?: string;
  oidc: {
    google?: { clientId: string; clientSecret: string };
    riot?: { clientId: string; clientSecret: string };
    generic?: { issuer: string; clientId: string; clientSecret?: string };
  };
  riot: {
    apiKey?: string;
    /** One base for every Riot host; `{host}` in it becomes the routing value (na1, americas). */
    baseUrl?: string;
    tournamentStub: boolean;
    /** Data Dragon's origin, for its versions list (tests and the local fake override it). */
    ddragonBaseUrl?: string;
    timeoutMs: number;
  };
  s3?: {
    endpoint?: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    region: string;
  };
  mail: { smtpUrl?: string; from: string };
  /** Discord's API origin and path (no trailing slash); the only place webhooks may post to. */
  discord: { apiBaseUrl: string };
  /** Community links on the landing page (streaming channel, chat community, social network). */
  community: { twitchUrl?: string; discordUrl?: string; xUrl?: string };
  /**
   * Web push: the configured VAPID key pair (else one is made once and kept in the database) and
   * the contact push services may reach (VAPID_SUBJECT, else PUBLIC_URL when https, else the
   * first admin's address).
   */
  vapid: { publicKey?: string; privateKey?: string; subject: string };
  /** Background jobs: whether this process polls for due work, and how often. */
  scheduler: { enabled: boolean; intervalMs: number };
  /** The token GET /metrics requires; metrics are off without one. */
  metricsToken?: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses the environment once. Throws ConfigError listing every bad variable. */
export function loadConfig(source: RawEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`)),
    ...crossCheck(source),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(problems);
  }
  const env = parsed.data;
  const port = env.PORT;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, "");
  const production = env.NODE_ENV === "production";
  return {
    nodeEnv: env.NODE_ENV,
    port,
    host: env.HOST,
    publicUrl,
    dataDir: env.DATA_DIR === ":memory:" ? env.DATA_DIR : path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    adminEmails: env.ADMIN_EMAILS,
    localSignin: env.LOCAL_SIGNIN ?? (!production && isLoopbackUrl(publicUrl)),
    trustProxy: env.TRUST_PROXY,
    apiDocs: env.API_DOCS ?? !production,
    signinRateLimit: env.SIGNIN_RATE_LIMIT,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    oidc: {
      google:
        env.OIDC_GOOGLE_CLIENT_ID && env.OIDC_GOOGLE_CLIENT_SECRET
          ? { clientId: env.OIDC_GOOGLE_CLIENT_ID, clientSecret: env.OIDC_GOOGLE_CLIENT_SECRET }
          : undefined,
      riot:
        env.RSO_CLIENT_ID && env.RSO_CLIENT_SECRET
          ? { clientId: env.RSO_CLIENT_ID, clientSecret: env.RSO_CLIENT_SECRET }
          : undefined,
      generic:
        env.OIDC_ISSUER && env.OIDC_CLIENT_ID
          ? {
              issuer: env.OIDC_ISSUER,
              clientId: env.OIDC_CLIENT_ID,
              clientSecret: env.OIDC_CLIENT_SECRET,
            }
          : undefined,
    },
    riot: {
      apiKey: env.RIOT_API_KEY,
      baseUrl: env.RIOT_API_BASE_URL,
      tournamentStub: env.RIOT_TOURNAMENT_STUB,
      ddragonBaseUrl: env.DDRAGON_BASE_URL,
      timeoutMs: env.RIOT_API_TIMEOUT_MS,
    },
    s3:
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            region: env.S3_REGION ?? "us-east-1",
          }
        : undefined,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? "Scrims <no-reply@localhost>" },
    discord: {
      apiBaseUrl: (env.DISCORD_API_BASE_URL ?? "https://discord.com/api").replace(/\/+$/, ""),
    },
    community: {
      twitchUrl: env.COMMUNITY_TWITCH_URL,
      discordUrl: env.COMMUNITY_DISCORD_URL,
      xUrl: env.COMMUNITY_X_URL,
    },
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject:
        env.VAPID_SUBJECT ??
        (publicUrl.startsWith("https:")
          ? publicUrl
          : `mailto:${env.ADMIN_EMAILS[0] ?? `admin@${new URL(publicUrl).hostname}`}`),
    },
    scheduler: { enabled: env.SCHEDULER === "on", intervalMs: env.SCHEDULER_INTERVAL_MS },
    metricsToken: env.METRICS_TOKEN,
  };
}
