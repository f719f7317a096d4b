import { useGlobalDialogs, useOpenGlobalDialog } from "@/lib/global-dialogs";
import { DirectChatDialog } from "@/features/chat/components/direct-chat-dialog";
import { MessengerDialog } from "@/features/chat/components/messenger-dialog";
import { NewConversationDialog } from "@/features/chat/components/new-conversation-dialog";
import { ScrimChatDialog } from "@/features/chat/components/scrim-chat-dialog";
import { FriendRequestsDialog } from "@/features/friends/components/friend-requests-dialog";
import { FriendsListDialog } from "@/features/friends/components/friends-list-dialog";
import { NotificationsDialog } from "@/features/notifications/components/notifications-dialog";

/** The global dialog open now (one at a time), from the shell's dialog store. */
export function GlobalDialogHost() {
  const dialog = useOpenGlobalDialog();
  const { close } = useGlobalDialogs();
  if (!dialog) {
    return null;
  }
  switch (dialog.type) {
    case "friendRequests":
      return <FriendRequestsDialog open onClose={close} />;
    case "notifications":
      return <NotificationsDialog open onClose={close} />;
    case "friends":
      return <FriendsListDialog key={dialog.owner._id} open owner={dialog.owner} onClose={close} />;
    case "messenger":
      return <MessengerDialog open onClose={close} />;
    case "chat":
      return (
        <DirectChatDialog
          key={dialog.otherUser._id}
          open
          otherUser={dialog.otherUser}
          conversationId={dialog.conversationId}
          onClose={close}
        />
      );
    case "scrimChat":
      return (
        <ScrimChatDialog
          key={dialog.scrimId}
          open
          scrimId={dialog.scrimId}
          title={dialog.title}
          onClose={close}
        />
      );
    case "newConversation":
      return (
        <NewConversationDialog key={dialog.user._id} open user={dialog.user} onClose={close} />
      );
  }
}
