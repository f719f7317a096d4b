import { useAlerts } from "@/components/alerts/use-alerts";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { getErrorMessage } from "@/lib/api-client";
import { useViewer } from "@/lib/session";
import { useUnfriend } from "../api/unfriend";
import { friendMessages } from "../utils/friend-messages";

type UnfriendDialogProps = {
  friend: { _id: string; name: string };
  open: boolean;
  onClose: () => void;
};

/** "Remove {name} from your friends?": the profile's Friends button and the friends list ask it. */
export function UnfriendDialog({ friend, open, onClose }: UnfriendDialogProps) {
  const viewer = useViewer();
  const { showAlert } = useAlerts();
  const remove = useUnfriend({
    onSuccess: () => {
      showAlert({ type: "info", message: friendMessages.unfriended(friend.name) });
      onClose();
    },
    onError: (error) => {
      showAlert({ type: "error", message: getErrorMessage(error) });
      onClose();
    },
  });

  const handleConfirm = () => remove.mutate({ viewerId: viewer._id, friendUserId: friend._id });

  return (
    <ConfirmDialog
      open={open}
      title={`Remove ${friend.name} from your friends?`}
      description={
        <>
          You will no longer be able to message <strong>{friend.name}</strong>. Your past messages
          stay.
        </>
      }
      confirmLabel="Unfriend"
      confirmColor="error"
      cancelLabel="Keep friend"
      autoFocusConfirm={false}
      loading={remove.isPending}
      onConfirm={handleConfirm}
      onClose={onClose}
    />
  );
}
