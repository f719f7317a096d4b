/**
 * Requests the HTML of a signed-in page started before the app's code loaded
 * (`apps/web/scripts/early-requests.js`): `"METHOD /path"` → the stored token it was sent with,
 * when (performance.now()) and its fetch.
 */
type EarlyRequest = { token: string; startedAt: number; response: Promise<Response> };

declare global {
  interface Window {
    __scrimsEarlyRequests?: Record<string, EarlyRequest>;
  }
}

/** Older than this, an early answer may be stale: the app asks again. */
const EARLY_REQUEST_MAX_AGE_MS = 10_000;

/**
 * The early answer to `method url` sent with `token`, at most once (it is forgotten when taken),
 * or undefined: none started, another token, or too old.
 */
export function takeEarlyResponse(
  method: string,
  url: string,
  token: string,
): Promise<Response> | undefined {
  const requests = typeof window === "undefined" ? undefined : window.__scrimsEarlyRequests;
  const key = `${method} ${url}`;
  const early = requests?.[key];
  if (!requests || !early) {
    return undefined;
  }
  delete requests[key];
  if (early.token !== token || performance.now() - early.startedAt > EARLY_REQUEST_MAX_AGE_MS) {
    return undefined;
  }
  return early.response;
}
