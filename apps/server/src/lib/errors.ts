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
  ALREADY_SEATED: 409,
  SEAT_TAKEN: 409,
  ALREADY_CASTER: 409,
  ALREADY_PLAYER: 409,
  NOT_A_PLAYER: 409,
  SAME_SEAT: 409,
  SEATS_EMPTY: 409,
  NOT_A_CASTER: 409,
  CAST_FULL: 409,
  NO_CASTERS: 409,
  GAME_OVER: 409,
  WINNER_ALREADY_SET: 409,
  NOT_STARTED: 409,
  TEAMS_NOT_FULL: 409,
  SEAT_AVAILABLE: 409,
  ALREADY_WAITLISTED: 409,
  NOT_WAITLISTED: 409,
  CASTER_CANNOT_WAITLIST: 409,
  WAITLIST_CLOSED: 409,
  NO_EMPTY_SEATS: 409,
  NO_PLAYERS_AVAILABLE: 409,
  TOO_MANY_CASTERS: 409,
  INVALID_LOBBY_HOST: 400,
  DATE_OUT_OF_RANGE: 400,
  NAME_TAKEN: 409,
  DISCORD_TAKEN: 409,
  EMAIL_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  IDEMPOTENCY_KEY_REUSED: 422,
  INVALID_BASE64: 400,
  NOT_AN_IMAGE: 400,
  IMAGE_TOO_LARGE: 413,
  POST_GAME_IMAGE_EXISTS: 409,
  POST_GAME_IMAGE_NOT_FOUND: 404,
  ALREADY_FRIENDS: 409,
  FRIEND_REQUEST_EXISTS: 409,
  FRIEND_REQUEST_SELF: 409,
  NOT_FRIENDS: 403,
  TOURNAMENT_CODE_BUSY: 409,
  TOURNAMENT_CODE_NOT_ELIGIBLE: 409,
  // Riot's failure is not the client's, but the scrim works on (manual lobby): no 5xx.
  TOURNAMENT_CODE_FAILED: 409,
  BANNED: 403,
  REPORT_EXISTS: 409,
  REPORT_CLOSED: 409,
  ALREADY_BANNED: 409,
  NOT_BANNED: 409,
  CHECK_IN_NOT_OPEN: 409,
  NOT_SEATED: 403,
  NO_SHOW_BLOCKED: 403,
  UNSUBSCRIBE_TOKEN_INVALID: 400,
  DISCORD_WEBHOOK_URL_INVALID: 400,
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
