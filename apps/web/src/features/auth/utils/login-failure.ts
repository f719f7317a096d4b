import { serverErrorMessage } from "@/lib/server-error-message";
import { ApiError } from "@/lib/api-client";

/** The text for a sign-in that failed without a message from the server. */
export const LOGIN_FAILED_MESSAGE = "error logging in, please try again later.";

/**
 * What a failed sign-in says: the server's own words for a refusal (4xx with `{error}`, e.g. an
 * expired code), else 'error logging in, please try again later.' (network, 5xx, empty body).
 */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return serverErrorMessage(error, LOGIN_FAILED_MESSAGE);
  }
  return LOGIN_FAILED_MESSAGE;
}
