import type { FastifyServerOptions } from "fastify";
import pino, { type DestinationStream } from "pino";
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

/** Secret fields as keys, and a response's cookies (`res.headers["set-cookie"]`). */
const SECRET_KEYS = new Set([...SECRET_FIELDS, "set-cookie"]);
/** A sign-in code by that name at the top level only: below it, `code` is an error's code. */
const TOP_LEVEL_SECRET_KEYS = new Set([...SECRET_KEYS, "code"]);
/** How deep below a line's own fields secrets are looked for (`scrim.lobby.tournamentCode`). */
const SECRET_DEPTH = 2;

/**
 * `value` with every secret field down to `SECRET_DEPTH` censored; objects are copied only where
 * something is censored (the caller's objects are never changed). Byte arrays, dates and the
 * like are left as they are.
 */
function withoutSecrets(value: unknown, depth: number): unknown {
  if (depth > SECRET_DEPTH || typeof value !== "object" || value === null) {
    return value;
  }
  if (ArrayBuffer.isView(value) || value instanceof Date) {
    return value;
  }
  const fields = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(fields)) {
    const field = fields[key];
    const cleaned =
      SECRET_KEYS.has(key) && field !== undefined ? CENSOR : withoutSecrets(field, depth + 1);
    if (cleaned !== field) {
      copy ??= Array.isArray(value)
        ? ([...value] as unknown as Record<string, unknown>)
        : { ...fields };
      copy[key] = cleaned;
    }
  }
  return copy ?? value;
}

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

function serializeReply(reply: { statusCode?: number }) {
  return { statusCode: reply.statusCode };
}

/** How the fields of these names are written (the others as they are). */
const SERIALIZERS: Record<string, (value: never) => unknown> = {
  req: serializeRequest,
  res: serializeReply,
  err: serializeError,
};

/**
 * A log line's fields (or a child logger's bindings) as written: serialized, then with no secret
 * left in them. Pino's own redaction did the same at about 90 µs a line, a twentieth of the CPU
 * of a request served from memory; this walk costs a few microseconds. Serializing happens here
 * (not in pino's `serializers`, which run after this) so the secrets are looked for in what is
 * written, not in the objects a call was handed (a request's body, say).
 */
function cleanLine(line: Record<string, unknown>): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  for (const key of Object.keys(line)) {
    const value = line[key];
    if (value === undefined) {
      continue;
    }
    const serialize = SERIALIZERS[key];
    clean[key] = TOP_LEVEL_SECRET_KEYS.has(key)
      ? CENSOR
      : withoutSecrets(serialize ? serialize(value as never) : value, 1);
  }
  return clean;
}

/** Already serialized by cleanLine: Fastify's defaults for these names must not run again. */
const passThrough = (value: unknown) => value as never;

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
    formatters: { log: cleanLine, bindings: cleanLine },
    serializers: { req: passThrough, res: passThrough, err: passThrough },
    ...(stream
      ? { stream }
      : process.stdout.isTTY
        ? {
            transport: {
              target: "pino-pretty",
              options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" },
            },
          }
        : { stream: bufferedStdout() }),
  };
}

/** How long a line may wait in the buffer before it is written. */
const LOG_FLUSH_MS = 250;
let stdoutDestination: DestinationStream | undefined;

/**
 * Standard output, written in batches of about 4 KB, and at least every LOG_FLUSH_MS: a write to
 * a pipe per line (a line per request) was a tenth of the CPU of a request served from memory.
 * What is still buffered is written when the process exits (pino's destination does so on exit,
 * and on a fatal error). One per process, shared by every app it builds.
 */
function bufferedStdout(): DestinationStream {
  if (!stdoutDestination) {
    const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
    setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
    stdoutDestination = destination;
  }
  return stdoutDestination;
}
