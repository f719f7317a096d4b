import DeleteOutlineRoundedIcon from "@mui/icons-material/DeleteOutlineRounded";
import Button from "@mui/material/Button";
import { useState } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { useRemoveImage } from "../../api/remove-image";

/** Admins: deletes the post-game image after a confirmation. */
export function DeleteImageButton({ scrimId }: { scrimId: string }) {
  const [confirming, setConfirming] = useState(false);
  const removeImage = useRemoveImage();
  const { showAlert } = useAlerts();

  // mutateAsync: once the image is gone this button unmounts, dropping per-call callbacks.
  const handleConfirm = async () => {
    try {
      await removeImage.mutateAsync({ scrimId });
      showAlert({ type: "success", message: "image deleted successfully" });
    } catch {
      showAlert({ type: "error", message: "error removing image" });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        size="small"
        startIcon={<DeleteOutlineRoundedIcon />}
        onClick={() => setConfirming(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete the post-game image?"
        description="The image is removed for everyone. The lobby captain can then upload a new one."
        confirmLabel="Delete image"
        confirmColor="error"
        loading={removeImage.isPending}
        autoFocusConfirm={false}
        onConfirm={() => void handleConfirm()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
