import { checkInMessages } from "@scrims/shared/scrims/check-in.constants";
import { formatBanEndLocal, localBanMessage } from "./ban-end";
import { takeEarlyResponse } from "./early-requests";
import { getToken } from "./session-token";

/** Code of an `ApiError` when the request never got an HTTP answer. */
export const NETWORK_ERROR = "NETWORK_ERROR";

const GENERIC_ERROR_MESSAGE = "Something went wrong, please try again later.";
const NETWORK_ERROR_MESSAGE = "Could not reach the server, please try again later.";

/** Every failed API call rejects with this. Branch on `code`, never on `message`. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** HTTP status, or 0 when the server could not be reached. */
  readonly status: number;
  /** The server's `code` (see `@scrims/shared/errors`), or `NETWORK_ERROR`. */
  readonly code: string;
  /** The parsed response body: `{error, code, ...}` for our server. */
  readonly body: unknown;
  /** The server's id of the request (`requestId` of the body), as its log lines carry it. */
  readonly requestId: string | undefined;

  constructor({
    status,
    code,
    message,
    body,
    requestId,
  }: {
    status: number;
    code: string;
    message: string;
    body?: unknown;
    requestId?: string;
  }) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
    this.requestId = requestId;
  }

  /** A failure on the server's side (5xx) that names its request: the message carries the ref. */
  get isReferencedServerFailure(): boolean {
    return this.status >= 500 && this.requestId !== undefined;
  }
}

/**
 * `server-unreachable`: no answer, or a gateway status a proxy sends for a server that is down.
 * `unauthorized`: a request that carried a session token was refused with 401.
 */
export type ApiEvent = { type: "server-unreachable" | "unauthorized"; error: ApiError };
export type ApiEventListener = (event: ApiEvent) => void;

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  /** Sent as JSON, or as is for FormData. */
  body?: unknown;
  /** Appended as a query string; null and undefined values are left out. */
  params?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export type ApiClientOptions = {
  /** Origin prefixed to every path; empty (same origin) in the app, absolute in tests. */
  baseUrl?: string;
};

const GATEWAY_STATUSES = new Set([502, 503, 504]);

function buildUrl(baseUrl: string, path: string, params?: Record<string, QueryValue>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== null && value !== undefined) {
      search.append(key, String(value));
    }
  }
  const query = search.toString();
  return `${baseUrl}${path}${query ? `?${query}` : ""}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A failure on the server's side, with the request's id so a player's report can be matched to
 * the log line: "Something went wrong (ref: …)", or the server's own words for a service that is
 * unavailable (a 503 says what is down).
 */
function serverFailureMessage(requestId: string, serviceText?: string): string {
  return `${serviceText ?? "Something went wrong"} (ref: ${requestId})`;
}

function errorFromResponse(status: number, body: unknown): ApiError {
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const requestId =
    typeof fields.requestId === "string" && fields.requestId ? fields.requestId : undefined;
  const code = typeof fields.code === "string" ? fields.code : `HTTP_${status}`;
  let message =
    typeof fields.error === "string" && fields.error ? fields.error : GENERIC_ERROR_MESSAGE;
  // The server says a ban's end in UTC; say it as the ban banner does, in the reader's zone.
  if (code === "BANNED" && typeof fields.bannedUntil === "string") {
    message = localBanMessage(fields.bannedUntil);
  }
  // A no-show block's end, likewise in the reader's zone.
  if (code === "NO_SHOW_BLOCKED" && typeof fields.until === "string") {
    message = checkInMessages.blocked(fields.until, formatBanEndLocal);
  }
  if (status >= 500 && requestId) {
    const serviceText =
      status === 503 && typeof fields.error === "string" && fields.error ? fields.error : undefined;
    message = serverFailureMessage(requestId, serviceText);
  }
  return new ApiError({ status, code, message, body, requestId });
}

function isAbort(error: unknown) {
  return error instanceof Error && error.name === "AbortError";
}

export function createApiClient({ baseUrl = "" }: ApiClientOptions = {}) {
  const listeners = new Set<ApiEventListener>();

  function emit(event: ApiEvent) {
    for (const listener of listeners) {
      listener(event);
    }
  }

  async function request<T>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<T> {
    const token = getToken();
    const isFormData = typeof FormData !== "undefined" && options.body instanceof FormData;
    const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
    if (options.body !== undefined && !isFormData) {
      headers["Content-Type"] = "application/json";
    }
    if (token) {
      headers.Authorization = `Bearer ${token}`;
    }

    const url = buildUrl(baseUrl, path, options.params);
    // The page's HTML may have sent this very request already (session check, opened scrim).
    const early =
      token && options.body === undefined && !options.headers
        ? takeEarlyResponse(method, url, token)
        : undefined;
    let response: Response;
    try {
      response = await (early ??
        fetch(url, {
          method,
          headers,
          credentials: "include",
          signal: options.signal,
          body:
            options.body === undefined
              ? undefined
              : isFormData
                ? (options.body as FormData)
                : JSON.stringify(options.body),
        }));
    } catch (error) {
      // A cancelled query is not a server problem: let TanStack Query see the abort.
      if (isAbort(error)) {
        throw error;
      }
      const networkError = new ApiError({
        status: 0,
        code: NETWORK_ERROR,
        message: NETWORK_ERROR_MESSAGE,
      });
      emit({ type: "server-unreachable", error: networkError });
      throw networkError;
    }

    const body = await readBody(response);
    if (response.ok) {
      return body as T;
    }
    const error = errorFromResponse(response.status, body);
    if (GATEWAY_STATUSES.has(response.status)) {
      emit({ type: "server-unreachable", error });
    }
    if (response.status === 401 && token) {
      emit({ type: "unauthorized", error });
    }
    throw error;
  }

  return {
    get: <T>(path: string, options?: Omit<RequestOptions, "body">) =>
      request<T>("GET", path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>("POST", path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>("PUT", path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>("PATCH", path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>("DELETE", path, options),
    /** Listens for failures others must react to (server down, session expired). Returns an unsubscribe. */
    subscribe(listener: ApiEventListener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The app's one client: same origin, `/api` paths. */
export const api = createApiClient();

/** The text to show for any error: the server's message for an `ApiError`. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) {
    return error.message;
  }
  return GENERIC_ERROR_MESSAGE;
}
