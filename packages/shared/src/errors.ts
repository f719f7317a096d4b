import { z } from "zod";

/** Machine-readable error codes. Clients branch on these, never on the message. */
export const errorCodeSchema = z.enum([
  "VALIDATION_FAILED",
  "BAD_REQUEST",
  "UNAUTHORIZED",
  /** Signed in, but the account is not registered yet (finish signup first). */
  "REGISTRATION_REQUIRED",
  "FORBIDDEN",
  "NOT_FOUND",
  "ROUTE_NOT_FOUND",
  "CONFLICT",
  /** Registration attempted by a sign-in that already has an account. */
  "ALREADY_REGISTERED",
  /** A one-time sign-in code that is unknown, used or expired. */
  "LOGIN_CODE_INVALID",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  /** An Idempotency-Key sent again with a different request (method, route or body). */
  "IDEMPOTENCY_KEY_REUSED",
  /** Upload data that is not base64 (or a base64 data URL). */
  "INVALID_BASE64",
  /** An upload that is not a PNG or JPEG by its content. */
  "NOT_AN_IMAGE",
  /** An upload over 2 MB decoded (or too many pixels to decode). */
  "IMAGE_TOO_LARGE",
  /** The scrim already has a post-game image and the uploader is not an admin. */
  "POST_GAME_IMAGE_EXISTS",
  /** Removing a post-game image from a scrim that has none. */
  "POST_GAME_IMAGE_NOT_FOUND",
  "SERVICE_UNAVAILABLE",
  "INTERNAL",
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Every 4xx/5xx body the API sends. `error` is the human-readable text shown in alerts. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
