import type { FastifyServerOptions } from "fastify";
import type { DestinationStream } from "pino";
import type { Config } from "@/config/env";
import { requestContext } from "@/lib/request-id";

/** What replaces a value the log must not hold. */
const CENSOR = "[Redacted]";

/**
 * Fields whose values never reach a log line, wherever a log call puts them (top level or up to
 * two objects deep). The sign-in callback's `code` and `state` also arrive in the query string,
 * which the request serializer redacts as a whole.
 */
const SECRET_FIELDS = [
  "authorization",
  "cookie",
  "token",
  "accessToken",
  "access_token",
  "idToken",
  "id_token",
  "refreshToken",
  "refresh_token",
  "password",
  "lobbyPassword",
  "email",
  "tournamentCode",
  "state",
  "nonce",
  "codeVerifier",
  "clientSecret",
];

const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  // A sign-in code by that name at the top level only: below it, `code` is an error's code.
  "code",
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** A URL with every query value replaced (names kept): search terms, codes and states are personal. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) {
    return url;
  }
  const query = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => `${pair.split("=")[0]?.slice(0, 40) ?? ""}=${CENSOR}`)
    .join("&");
  return `${url.slice(0, queryStart)}?${query}`;
}

type RequestLike = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

function serializeRequest(request: RequestLike) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ""),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Error fields that describe what failed without carrying a value someone sent or stored. */
const SAFE_ERROR_FIELDS = ["code", "statusCode", "status", "constraint", "table", "column"];

/**
 * Messages that quote data: Drizzle appends every bound parameter ("params: …"), and PostgreSQL
 * quotes the offending value at the end of type errors (`invalid input syntax for type uuid: "…"`).
 */
function redactMessage(message: string): string {
  return message
    .replace(/\nparams: [\s\S]*$/, `\nparams: ${CENSOR}`)
    .replace(/: "[\s\S]*"$/, `: "${CENSOR}"`);
}

/**
 * Errors as log objects, keeping only what says what failed: type, message (with bound
 * parameters and quoted values removed), stack frames, and codes. Driver fields that hold row
 * data (`detail`, `params`, `where`) and non-error causes (an ID token's claims) are dropped.
 */
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: "", stack: "" };
  }
  const type = error.constructor.name || error.name;
  const message = redactMessage(error.message);
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const serialized: SerializedError = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join("\n"),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === "string" || typeof value === "number") {
      serialized[field] = value;
    }
  }
  if (error.cause instanceof Error && depth < 3) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  return serialized;
}

/**
 * Pretty lines for a person at a terminal, JSON lines for everything else (by TTY, not NODE_ENV).
 * No personal data is logged: query strings, secret fields and the data inside database errors
 * are redacted. `stream` sends the JSON lines elsewhere (tests read them back).
 */
export function loggerOptions(
  config: Pick<Config, "logLevel">,
  stream?: DestinationStream,
): FastifyServerOptions["logger"] {
  return {
    level: config.logLevel,
    // Lines a request's own logger writes carry its id already (Fastify's child binding).
    mixin: (
      _merge: object,
      _level: number,
      logger: { bindings: () => Record<string, unknown> },
    ) => {
      const requestId = requestContext.getStore()?.requestId;
      return requestId && logger.bindings().requestId === undefined ? { requestId } : {};
    },
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { req: serializeRequest, err: serializeError },
    ...(stream
      ? { stream }
      : process.stdout.isTTY
        ? {
            transport: {
              target: "pino-pretty",
              options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" },
            },
          }
        : {}),
  };
}
