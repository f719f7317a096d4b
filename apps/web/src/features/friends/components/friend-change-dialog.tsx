import type { ReactNode } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { getErrorMessage } from "@/lib/api-client";
import { useViewer } from "@/lib/session";
import { useCancelFriendRequest } from "../api/cancel-friend-request";
import { useUnfriend } from "../api/unfriend";
import { friendMessages } from "../utils/friend-messages";

/** What may be undone: a sent request (its id), or a friendship. */
type FriendChange = { kind: "cancelRequest"; requestId: string } | { kind: "unfriend" };

const texts: Record<
  FriendChange["kind"],
  {
    title: (name: string) => string;
    description: (name: ReactNode) => ReactNode;
    act: string;
    keep: string;
  }
> = {
  cancelRequest: {
    title: () => "Cancel friend request?",
    description: (name) => <>{name} will no longer see your friend request.</>,
    act: "Cancel request",
    keep: "Keep request",
  },
  unfriend: {
    title: (name) => `Remove ${name} from your friends?`,
    description: (name) => (
      <>You will no longer be able to message {name}. Your past messages stay.</>
    ),
    act: "Unfriend",
    keep: "Keep friend",
  },
};

type FriendChangeDialogProps = {
  change: FriendChange;
  user: { _id: string; name: string };
  onClose: () => void;
};

/**
 * Asks before cancelling a sent request or unfriending (the profile button, the owner's friends
 * list), then does it and says so. The alerts live in the mutations' options: they show even
 * when a live event swapped the button that asked first.
 */
export function FriendChangeDialog({ change, user, onClose }: FriendChangeDialogProps) {
  const viewer = useViewer();
  const { showAlert } = useAlerts();
  const done = (message: string) => () => {
    showAlert({ type: "info", message });
    onClose();
  };
  const failed = (error: Error) => {
    showAlert({ type: "error", message: getErrorMessage(error) });
    onClose();
  };
  const cancel = useCancelFriendRequest({
    onSuccess: done(friendMessages.requestCancelled(user.name)),
    onError: failed,
  });
  const remove = useUnfriend({
    onSuccess: done(friendMessages.unfriended(user.name)),
    onError: failed,
  });
  const text = texts[change.kind];

  const handleConfirm = () => {
    if (change.kind === "cancelRequest") {
      cancel.mutate({ requestId: change.requestId, receiverId: user._id });
    } else {
      remove.mutate({ viewerId: viewer._id, friendUserId: user._id });
    }
  };

  return (
    <ConfirmDialog
      open
      title={text.title(user.name)}
      description={text.description(<strong>{user.name}</strong>)}
      confirmLabel={text.act}
      cancelLabel={text.keep}
      confirmColor="error"
      autoFocusConfirm={false}
      loading={cancel.isPending || remove.isPending}
      onConfirm={handleConfirm}
      onClose={onClose}
    />
  );
}
