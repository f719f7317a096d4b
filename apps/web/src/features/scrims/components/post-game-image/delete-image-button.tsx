import DeleteOutlineRoundedIcon from "@mui/icons-material/DeleteOutlineRounded";
import { useAlerts } from "@/components/alerts/use-alerts";
import { ConfirmButton } from "@/components/dialogs/confirm-button";
import { useRemoveImage } from "../../api/remove-image";

/** Admins: deletes the post-game image after a confirmation. */
export function DeleteImageButton({ scrimId }: { scrimId: string }) {
  const removeImage = useRemoveImage();
  const { showAlert } = useAlerts();

  // mutateAsync: once the image is gone this button unmounts, dropping per-call callbacks.
  const handleConfirm = async (close: () => void) => {
    try {
      await removeImage.mutateAsync({ scrimId });
      showAlert({ type: "success", message: "image deleted successfully" });
    } catch {
      showAlert({ type: "error", message: "error removing image" });
    } finally {
      close();
    }
  };

  return (
    <ConfirmButton
      buttonProps={{
        variant: "outlined",
        color: "error",
        size: "small",
        startIcon: <DeleteOutlineRoundedIcon />,
      }}
      title="Delete the post-game image?"
      description="The image is removed for everyone. The lobby captain can then upload a new one."
      confirmLabel="Delete image"
      confirmColor="error"
      loading={removeImage.isPending}
      autoFocusConfirm={false}
      onConfirm={(close) => void handleConfirm(close)}
    >
      Delete
    </ConfirmButton>
  );
}
