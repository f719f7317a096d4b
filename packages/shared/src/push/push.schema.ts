import { z } from "zod";

/** The kinds of push a player can switch on or off, each on by default. */
export const PUSH_KINDS = [
  "scrimStarting",
  "checkInOpen",
  "seatFreed",
  "friendRequest",
  "message",
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
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

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** The bytes of base64url text (padding allowed), or null when it is not base64url. */
function base64urlBytes(value: string): number[] | null {
  const digits = value.replace(/={1,2}$/, "");
  if (digits.length % 4 === 1) {
    return null;
  }
  const bytes: number[] = [];
  let bits = 0;
  let buffer = 0;
  for (const char of digits) {
    const digit = BASE64URL.indexOf(char);
    if (digit < 0) {
      return null;
    }
    buffer = (buffer << 6) | digit;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
}

/** Base64url text of exactly `length` bytes, the first of them `first` when given. */
const base64urlOf = (length: number, message: string, first?: number) =>
  z
    .string()
    .trim()
    .max(200, message)
    .refine((value) => {
      const bytes = base64urlBytes(value);
      return bytes?.length === length && (first === undefined || bytes[0] === first);
    }, message);

/** Where the push service takes this device's messages: always https (RFC 8030). */
const endpointSchema = z
  .string()
  .trim()
  .max(2048)
  .pipe(z.url({ protocol: /^https$/, error: "must be an https URL" }));

/** `POST /api/push/subscriptions`: what `PushSubscription.toJSON()` gives (RFC 8291 keys). */
export const pushSubscriptionInputSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({
    /** The browser's P-256 public key: an uncompressed point, 65 bytes starting 0x04. */
    p256dh: base64urlOf(65, "must be a P-256 public key (65 bytes, base64url)", 0x04),
    /** The browser's authentication secret: 16 bytes. */
    auth: base64urlOf(16, "must be a 16-byte secret (base64url)"),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** `DELETE /api/push/subscriptions`. */
export const pushUnsubscribeInputSchema = z.object({ endpoint: endpointSchema });

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

/**
 * What a push message carries (the service worker shows it and opens `url` on click). Made by
 * the server only, so no schema checks it.
 */
export type PushPayload = {
  kind: PushKind;
  title: string;
  body: string;
  /** A path of the site: the scrim, the profile, the chat. */
  url: string;
};

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
