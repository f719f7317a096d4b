import { z } from "zod";
import { pushMessages, type PushKind } from "../push/push.schema";
import { checkInMessages } from "../scrims/check-in.constants";
import { TEAM_LABELS, TEAMS } from "../scrims/scrims.constants";
import { notificationMessages } from "./notifications.schema";

// A notification is stored as its kind and its params; its text and the three flags
// (isFriendRequest, isScrimAlert, isConversationStart) are derived from them when it is shown,
// and so is its push, for a kind that has one. A new kind is one entry here and the place that
// sends it (the server's `notify`): no migration.

/** Which of the three flags a kind of notification sets (null: none). */
export type NotificationFlag = "isFriendRequest" | "isScrimAlert" | "isConversationStart";

type KindDefinition<P extends z.ZodType> = {
  /** What a notification of this kind stores beside its related player, scrim or conversation. */
  params: P;
  /** Its text, in English. */
  text: (params: z.infer<P>) => string;
  flag: NotificationFlag | null;
  /**
   * Its push, for a kind that has one: sent with it to each reader who keeps that push kind on
   * (Settings); a tap opens `url`.
   */
  push?: (notice: { params: z.infer<P>; relatedScrimId?: string | null }) => {
    kind: PushKind;
    title: string;
    body: string;
    url: string;
  };
};

const define = <P extends z.ZodType>(definition: KindDefinition<P>) => definition;

const named = z.object({ name: z.string() });
const titled = z.object({ title: z.string() });

/** Every kind of notification. */
const NOTIFICATION_KINDS = {
  /** A player sent the reader a friend request (related: the sender). */
  friendRequest: define({
    params: named,
    text: ({ name }) => notificationMessages.friendRequest(name),
    flag: "isFriendRequest",
    push: ({ params }) => ({
      kind: "friendRequest",
      ...pushMessages.friendRequest(params.name),
      url: `/users/${encodeURIComponent(params.name)}`,
    }),
  }),
  /** A friend request was accepted, either way (related: the new friend). */
  nowFriends: define({
    params: named,
    text: ({ name }) => notificationMessages.nowFriends(name),
    flag: null,
  }),
  /** A friend started a conversation with the reader (related: the friend, the conversation). */
  conversationStart: define({
    params: named,
    text: ({ name }) => notificationMessages.conversationStart(name),
    flag: "isConversationStart",
  }),
  /** A scrim the reader holds a place in starts now (related: the scrim). */
  scrimStarting: define({
    params: titled,
    text: ({ title }) => notificationMessages.scrimAlert(title),
    flag: "isScrimAlert",
  }),
  /** The reader was seated from the waitlist (related: the scrim). */
  seatOpened: define({
    params: z.object({ title: z.string(), role: z.string() }),
    text: ({ title, role }) => notificationMessages.seatOpened(title, role),
    flag: "isScrimAlert",
    push: ({ params, relatedScrimId }) => ({
      kind: "seatFreed",
      ...pushMessages.seatFreed(params.title),
      url: `/scrims/${relatedScrimId}`,
    }),
  }),
  /** The check-in window of the reader's scrim opened (related: the scrim). */
  checkInOpen: define({
    params: titled,
    text: ({ title }) => checkInMessages.windowOpen(title),
    flag: "isScrimAlert",
    push: ({ params, relatedScrimId }) => ({
      kind: "checkInOpen",
      ...pushMessages.checkInOpen(params.title),
      url: `/scrims/${relatedScrimId}`,
    }),
  }),
  /** The reader did not check in: the seat went and a no-show was recorded (related: the scrim). */
  noShow: define({
    params: titled,
    text: ({ title }) => checkInMessages.seatFreed(title),
    flag: "isScrimAlert",
  }),
  /**
   * A result the players had was corrected or cleared by an admin (related: the scrim): each of
   * the ten hears the new winner, or that the game has none for now.
   */
  resultCorrected: define({
    params: z.object({ title: z.string(), winner: z.enum(TEAMS).nullable() }),
    text: ({ title, winner }) =>
      winner === null
        ? `The result of ${title} was cleared: it has no winner for now`
        : `The result of ${title} was corrected: ${TEAM_LABELS[winner]} won`,
    flag: "isScrimAlert",
  }),
  /** To admins: Discord refused a region's webhook, which was switched off. */
  discordWebhookOff: define({
    params: z.object({ region: z.string(), error: z.string() }),
    text: ({ region, error }) =>
      `The Discord webhook of ${region} was switched off: ${error}. Set a new one in the dashboard.`,
    flag: null,
  }),
  /** A notification stored before kinds whose text matched none of them: kept as it was. */
  legacy: define({
    params: z.object({
      message: z.string(),
      flag: z.enum(["isFriendRequest", "isScrimAlert", "isConversationStart"]).nullable(),
    }),
    text: ({ message }) => message,
    flag: null,
  }),
};

type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/** The params of a kind. */
type NotificationParams<K extends NotificationKind> = z.infer<
  (typeof NOTIFICATION_KINDS)[K]["params"]
>;

/** A kind with its params, as stored and sent. */
export type NotificationContent = {
  [K in NotificationKind]: { kind: K; params: NotificationParams<K> };
}[NotificationKind];

/** The push that goes with a notice of this content, if its kind has one. */
export function pushOfNotification(
  content: NotificationContent,
  relatedScrimId?: string | null,
): ReturnType<NonNullable<KindDefinition<z.ZodType>["push"]>> | undefined {
  const definition = NOTIFICATION_KINDS[content.kind] as KindDefinition<z.ZodType>;
  return definition.push?.({ params: content.params, relatedScrimId });
}

/** The text and the flag of stored content (the flag of a legacy row is its own). */
export function describeNotification(content: { kind: string; params: unknown }): {
  message: string;
  flag: NotificationFlag | null;
} {
  const definition = (NOTIFICATION_KINDS as Record<string, KindDefinition<z.ZodType>>)[
    content.kind
  ];
  const parsed = definition?.params.safeParse(content.params);
  if (!definition || !parsed?.success) {
    return { message: "", flag: null };
  }
  if (content.kind === "legacy") {
    const legacy = parsed.data as NotificationParams<"legacy">;
    return { message: legacy.message, flag: legacy.flag };
  }
  return { message: definition.text(parsed.data), flag: definition.flag };
}
