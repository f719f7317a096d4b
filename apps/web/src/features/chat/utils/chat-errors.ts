import { chatMessages } from "@scrims/shared/chat/chat.constants";
import { ApiError, NETWORK_ERROR } from "@/lib/api-client";

/**
 * The server's error text, or 'error sending message, try again later' when it gave none; a
 * failure on the server's side with its ref.
 */
export function sendErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.isReferencedServerFailure) {
    return error.message;
  }
  if (error instanceof ApiError && error.code !== NETWORK_ERROR && error.status < 500) {
    const body = error.body as { error?: unknown } | undefined;
    if (typeof body?.error === "string" && body.error) {
      return body.error;
    }
  }
  return chatMessages.sendFailed();
}
