import DeleteOutlineRoundedIcon from "@mui/icons-material/DeleteOutlineRounded";
import Button from "@mui/material/Button";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useAlerts } from "@/components/alerts/use-alerts";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { paths } from "@/config/paths";
import { serverErrorMessage } from "@/lib/server-error-message";
import { useDeleteScrim } from "../../api/delete-scrim";
import { scrimFormMessages } from "../../utils/scrim-form-messages";

type DeleteScrimButtonProps = {
  scrimId: string;
  title: string;
  disabled?: boolean;
};

/** Admins: deletes the scrim after a confirmation, then goes to the Scrims Hub. */
export function DeleteScrimButton({ scrimId, title, disabled }: DeleteScrimButtonProps) {
  const [open, setOpen] = useState(false);
  const deleteScrim = useDeleteScrim();
  const { showAlert } = useAlerts();
  const navigate = useNavigate();

  const handleConfirm = async () => {
    try {
      await deleteScrim.mutateAsync(scrimId);
    } catch (error) {
      setOpen(false);
      showAlert({
        type: "error",
        message: serverErrorMessage(error, scrimFormMessages.deleteFailed),
      });
      return;
    }
    showAlert({ type: "success", message: scrimFormMessages.deleted });
    void navigate(paths.scrims, { replace: true });
  };

  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteOutlineRoundedIcon />}
        onClick={() => setOpen(true)}
        disabled={disabled}
        sx={{ mr: { sm: "auto" } }}
      >
        Delete scrim
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete this scrim?"
        description={
          <>
            <strong>{title}</strong> and its teams, casters and result will be removed for everyone.
            This cannot be undone.
          </>
        }
        confirmLabel="Delete"
        confirmColor="error"
        loading={deleteScrim.isPending}
        onConfirm={() => void handleConfirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
