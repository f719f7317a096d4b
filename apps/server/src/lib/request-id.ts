import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** The header that carries a request's id, in and out. */
export const REQUEST_ID_HEADER = "x-request-id";

/**
 * An id a proxy may hand us (nginx's `$request_id`, a UUID, a trace id): 1 to 128 visible
 * characters without spaces, quotes or separators that could break a log line or a header.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:+=@/-]{1,128}$/;

/** The incoming `x-request-id` when it is sane (one value only), else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === "string" && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The request being served, for log lines written outside `request.log` (services log through
 * `deps.log`): the logger adds its id to every line written while the request is under way.
 */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();
