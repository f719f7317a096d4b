import { ApiError } from "./api-client";

/**
 * The server's own error text (`{error}` of the answer) when it sent one, else `fallback`: the
 * page's own wording for that action, e.g. 'Failed to create scrim'. A failure on the
 * server's side says "Something went wrong (ref: …)" with its request id.
 */
export function serverErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.isReferencedServerFailure) {
    return error.message;
  }
  if (error instanceof ApiError && typeof error.body === "object" && error.body !== null) {
    const text = (error.body as { error?: unknown }).error;
    if (typeof text === "string" && text.trim()) {
      return text;
    }
  }
  return fallback;
}
