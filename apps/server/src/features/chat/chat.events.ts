import { inTransaction, type Subscriber } from "@/lib/subscribers";
import { deleteChatOfAccount } from "./chat.service";

/** What the chat feature does when something happens elsewhere (listed in app.ts). */
export const chatSubscribers: Subscriber[] = [
  // A deleted account's conversations, messages and seen marks go.
  inTransaction("user.deleted", "chat.dropChatOfDeletedAccount", (_deps, { tx }, { userId }) =>
    deleteChatOfAccount(tx, userId),
  ),
];
