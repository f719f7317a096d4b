import forumPaths from "@mui/icons-material/ForumRounded?paths";
import { HeaderDialogButton } from "@/components/layouts/header-dialog-button";
import { useConversations } from "../api/get-conversations";

/** Header icon: the messenger, with the total of unread messages over every conversation. */
export function MessengerButton() {
  const conversations = useConversations();
  const unread = (conversations.data ?? []).reduce(
    (total, conversation) => total + conversation.unseenCount,
    0,
  );
  return (
    <HeaderDialogButton
      label="Messenger"
      iconPaths={forumPaths}
      count={unread}
      dialog={{ type: "messenger" }}
    />
  );
}
