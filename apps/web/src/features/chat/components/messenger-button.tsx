import ForumRoundedIcon from "@mui/icons-material/ForumRounded";
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
      icon={<ForumRoundedIcon />}
      count={unread}
      dialog={{ type: "messenger" }}
    />
  );
}
