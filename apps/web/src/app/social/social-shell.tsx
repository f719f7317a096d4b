import Box from "@mui/material/Box";
import { useGlobalDialogs, useOpenGlobalDialog } from "@/lib/global-dialogs";
import { DirectChatDialog } from "@/features/chat/components/direct-chat-dialog";
import { MessengerButton } from "@/features/chat/components/messenger-button";
import { MessengerDialog } from "@/features/chat/components/messenger-dialog";
import { NewConversationDialog } from "@/features/chat/components/new-conversation-dialog";
import { ScrimChatDialog } from "@/features/chat/components/scrim-chat-dialog";
import { useChatEvents } from "@/features/chat/hooks/use-chat-events";
import { FriendRequestsButton } from "@/features/friends/components/friend-requests-button";
import { FriendRequestsDialog } from "@/features/friends/components/friend-requests-dialog";
import { FriendsListDialog } from "@/features/friends/components/friends-list-dialog";
import { useFriendEvents } from "@/features/friends/hooks/use-friend-events";
import { NotificationsButton } from "@/features/notifications/components/notifications-button";
import { NotificationsDialog } from "@/features/notifications/components/notifications-dialog";
import { useNotificationEvents } from "@/features/notifications/hooks/use-notification-events";

/** The signed-in header's social icons: friend requests, notifications, messenger. */
export function SocialHeaderButtons() {
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: "center",
        gap: { xs: 0, sm: 0.5 },
        mr: { xs: 0, sm: 1 },
        // Narrow phones: the three icons and the account menu share 360 px with the brand.
        "& .MuiIconButton-root": { p: { xs: 0.625, sm: 1 } },
      }}
    >
      <FriendRequestsButton />
      <NotificationsButton />
      <MessengerButton />
    </Box>
  );
}

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

/** Live social events for the signed-in player, and the global dialogs. */
export function SocialRuntime({ viewerId }: { viewerId: string }) {
  useFriendEvents(viewerId);
  useNotificationEvents(viewerId);
  useChatEvents(viewerId);
  return <GlobalDialogHost />;
}
