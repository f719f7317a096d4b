import type { ErrorCode } from "@scrims/shared/errors";

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  REGISTRATION_REQUIRED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_REGISTERED: 409,
  LOGIN_CODE_INVALID: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  IDEMPOTENCY_KEY_REUSED: 422,
  INVALID_BASE64: 400,
  NOT_AN_IMAGE: 400,
  IMAGE_TOO_LARGE: 413,
  POST_GAME_IMAGE_EXISTS: 409,
  POST_GAME_IMAGE_NOT_FOUND: 404,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/**
 * An expected failure with a client-facing message. The error handler turns it into
 * `{error: message, code}` with the status of its code (plus `extra`, e.g. the current scrim).
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export function statusOf(code: ErrorCode): number {
  return STATUS_BY_CODE[code];
}
