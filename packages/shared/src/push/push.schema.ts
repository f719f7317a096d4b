import { z } from "zod";

/** The kinds of push a player can switch on or off, each on by default. */
export const PUSH_KINDS = [
  "scrimStarting",
  "checkInOpen",
  "seatFreed",
  "friendRequest",
  "message",
] as const;
export const pushKindSchema = z.enum(PUSH_KINDS);
export type PushKind = z.infer<typeof pushKindSchema>;
/** A player's push switches until they change one: every kind on. */
export const DEFAULT_PUSH_SETTINGS = Object.fromEntries(
  PUSH_KINDS.map((kind) => [kind, true]),
) as Record<PushKind, boolean>;

/** Devices kept per player: subscribing one more drops the oldest. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
/** The "scrim starting" reminder goes this many minutes before the start. */
export const SCRIM_REMINDER_MINUTES = 15;

/** `GET /api/push/public-key`: the VAPID public key (base64url), the browser's applicationServerKey. */
export const pushPublicKeyDtoSchema = z.object({ publicKey: z.string() });
export type PushPublicKeyDto = z.infer<typeof pushPublicKeyDtoSchema>;

const base64url = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, "must be base64url");

/** Where the push service takes this device's messages: always https (RFC 8030). */
const endpointSchema = z
  .string()
  .trim()
  .max(2048)
  .pipe(z.url({ protocol: /^https$/, error: "must be an https URL" }));

/** `POST /api/push/subscriptions`: what `PushSubscription.toJSON()` gives. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** `DELETE /api/push/subscriptions`. */
export const pushUnsubscribeInputSchema = z.object({ endpoint: endpointSchema });
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeInputSchema>;

/** `GET`/`PUT /api/users/me/notification-settings`. */
export const notificationSettingsSchema = z.object({
  push: z.object({
    scrimStarting: z.boolean(),
    checkInOpen: z.boolean(),
    seatFreed: z.boolean(),
    friendRequest: z.boolean(),
    message: z.boolean(),
  }),
  /** Email reminders: the account's consent (`canSendEmailsToUser`). */
  email: z.object({ reminders: z.boolean() }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** What a push message carries (the service worker shows it and opens `url` on click). */
export const pushPayloadSchema = z.object({
  kind: pushKindSchema,
  title: z.string(),
  body: z.string(),
  /** A path of the site: the scrim, the profile, the chat. */
  url: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const pushMessages = {
  scrimStarting: (title: string) => ({
    title: "Your scrim starts soon",
    body: `${title} starts in ${SCRIM_REMINDER_MINUTES} minutes.`,
  }),
  checkInOpen: (title: string) => ({
    title: "Check-in is open",
    body: `Check in for ${title} now to keep your seat.`,
  }),
  seatFreed: (title: string) => ({
    title: "A seat is yours",
    body: `A seat freed up in ${title} and you took it from the waitlist.`,
  }),
  friendRequest: (name: string) => ({
    title: "New friend request",
    body: `${name} wants to be your friend.`,
  }),
  message: (name: string, text: string) => ({
    title: `Message from ${name}`,
    body: text.length > 140 ? `${text.slice(0, 139)}…` : text,
  }),
} as const;
