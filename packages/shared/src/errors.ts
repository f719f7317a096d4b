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
  /** Lobby: the user already holds a seat of this scrim (a move has its own route). */
  "ALREADY_SEATED",
  /** Lobby: somebody else holds the requested seat. */
  "SEAT_TAKEN",
  /** Lobby: a caster cannot take a seat. */
  "ALREADY_CASTER",
  /** Lobby: a seated player cannot join the cast. */
  "ALREADY_PLAYER",
  /** Lobby: the user holds no seat of this scrim. */
  "NOT_A_PLAYER",
  /** Lobby: the player already sits in the requested seat. */
  "SAME_SEAT",
  /** Lobby: both seats of a swap are empty. */
  "SEATS_EMPTY",
  /** Lobby: the user is not a caster of this scrim. */
  "NOT_A_CASTER",
  /** Lobby: the cast has as many casters as it takes. */
  "CAST_FULL",
  /** Lobby: the scrim takes no casters. */
  "NO_CASTERS",
  /** Lobby: the winner is set, so seats and cast are closed. */
  "GAME_OVER",
  /** Result: the winner is already set (an admin corrects it by editing the scrim). */
  "WINNER_ALREADY_SET",
  /** Result: the game has not started yet. */
  "NOT_STARTED",
  /** Result: both teams need five players. */
  "TEAMS_NOT_FULL",
  /** Waitlist: a seat of one of the chosen roles is free; take it instead. */
  "SEAT_AVAILABLE",
  /** Waitlist: the player is on this scrim's waitlist already. */
  "ALREADY_WAITLISTED",
  /** Waitlist: the player is not on this scrim's waitlist. */
  "NOT_WAITLISTED",
  /** Waitlist: a caster of the scrim cannot wait for a seat (leave the cast first). */
  "CASTER_CANNOT_WAITLIST",
  /** Waitlist: closed ten minutes after the start (a winner set closes it as GAME_OVER). */
  "WAITLIST_CLOSED",
  /** Fill random: every seat is taken. */
  "NO_EMPTY_SEATS",
  /** Fill random: no more eligible players in the scrim's region. */
  "NO_PLAYERS_AVAILABLE",
  /** Edit: the new maximum is below the casters already in the cast. */
  "TOO_MANY_CASTERS",
  /** Create/edit: the lobby host must be the creator or one of the players. */
  "INVALID_LOBBY_HOST",
  /** Create/edit: the game start is more than a year back or two years ahead. */
  "DATE_OUT_OF_RANGE",
  /** Account: summoner name already taken in that region. */
  "NAME_TAKEN",
  /** Account: Discord name already taken. */
  "DISCORD_TAKEN",
  /** Account: another account already has this email. */
  "EMAIL_TAKEN",
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
  /** Friends: the two players are friends already ('Friend already added!'). */
  "ALREADY_FRIENDS",
  /** Friends: a request between the two players is pending already (either direction). */
  "FRIEND_REQUEST_EXISTS",
  /** Friends: a friend request to oneself. */
  "FRIEND_REQUEST_SELF",
  /** Chat: a direct conversation can only be started with a friend. */
  "NOT_FRIENDS",
  /** Tournament code: another generation of this scrim's code is under way. */
  "TOURNAMENT_CODE_BUSY",
  /** Tournament code: the option is off or a team is short. */
  "TOURNAMENT_CODE_NOT_ELIGIBLE",
  /** Tournament code: Riot did not give one (after its retries); the manual lobby stays. */
  "TOURNAMENT_CODE_FAILED",
  /** The signed-in player is banned: every write and socket event is refused until the end date. */
  "BANNED",
  /** Ban: the player already has a ban that is not lifted. */
  "ALREADY_BANNED",
  /** Unban: the player has no ban to lift. */
  "NOT_BANNED",
  /** Report: the reporter already has an open report of this player. */
  "REPORT_EXISTS",
  /** Report: an admin already dismissed it or banned from it. */
  "REPORT_CLOSED",
  /** Check-in: outside the scrim's check-in window (or check-in is off). */
  "CHECK_IN_NOT_OPEN",
  /** Check-in: the player holds no seat of this scrim. */
  "NOT_SEATED",
  /** Join: three no-shows within 30 days block joining for 24 hours (`until` in the body). */
  "NO_SHOW_BLOCKED",
  /** Unsubscribe: the link's token is malformed or its signature does not match. */
  "UNSUBSCRIBE_TOKEN_INVALID",
  /** Discord: the webhook URL is not under `{DISCORD_API_BASE_URL}/webhooks/{id}/{token}`. */
  "DISCORD_WEBHOOK_URL_INVALID",
  "SERVICE_UNAVAILABLE",
  "INTERNAL",
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Every 4xx/5xx body the API sends. `error` is the human-readable text shown in alerts. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  /**
   * `BANNED` only: the ban's end (ISO-8601). `error` states it in UTC; a client may say it again
   * in the reader's own time zone.
   */
  bannedUntil: z.string().optional(),
  /**
   * The request's id, also in the `x-request-id` header and in every log line of the request, so
   * a player's report can be matched to the server's logs.
   */
  requestId: z.string().optional(),
  /** `NO_SHOW_BLOCKED` only: when the no-show block ends (ISO-8601). */
  until: z.string().optional(),
});
