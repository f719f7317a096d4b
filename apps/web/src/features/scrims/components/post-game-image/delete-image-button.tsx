import deleteOutlinePaths from "@mui/icons-material/DeleteOutlineRounded?paths";
import { Suspense } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { Icon } from "@/components/icon";
import { useLazyDialog } from "@/hooks/use-lazy-dialog";
import { lazyThemed } from "@/theme/lazy-themed";
import { useRemoveImage } from "../../api/remove-image";
import "./post-game-image.css";

// The confirmation is MUI (ConfirmButton's dialog): it loads with MUI's theme on the way to the
// click (pointer or focus), not with the lobby.
const ConfirmDialog = lazyThemed(() =>
  import("@/components/dialogs/confirm-dialog").then((m) => m.ConfirmDialog),
);

/**
 * Admins: deletes the post-game image after a confirmation. Plain HTML (the MUI ConfirmButton it
 * was: an outlined small error button opening the dialog).
 */
export function DeleteImageButton({ scrimId }: { scrimId: string }) {
  const confirm = useLazyDialog(ConfirmDialog);
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
      confirm.close();
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button--outlined button--error button--small"
        {...confirm.triggerProps}
      >
        <span className="button__icon button__icon--start">
          <Icon paths={deleteOutlinePaths} />
        </span>
        Delete
      </button>
      <Suspense fallback={null}>
        {confirm.used && (
          <ConfirmDialog
            open={confirm.open}
            title="Delete the post-game image?"
            description="The image is removed for everyone. The lobby captain can then upload a new one."
            confirmLabel="Delete image"
            confirmColor="error"
            loading={removeImage.isPending}
            autoFocusConfirm={false}
            onConfirm={() => void handleConfirm()}
            onClose={confirm.close}
          />
        )}
      </Suspense>
    </>
  );
}
