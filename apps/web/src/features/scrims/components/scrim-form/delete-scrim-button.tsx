import DeleteOutlineRoundedIcon from "@mui/icons-material/DeleteOutlineRounded";
import { useNavigate } from "react-router";
import { useAlerts } from "@/components/alerts/use-alerts";
import { ConfirmButton } from "@/components/dialogs/confirm-button";
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
  const deleteScrim = useDeleteScrim();
  const { showAlert } = useAlerts();
  const navigate = useNavigate();

  const handleConfirm = async (close: () => void) => {
    try {
      await deleteScrim.mutateAsync(scrimId);
    } catch (error) {
      close();
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
    <ConfirmButton
      buttonProps={{
        color: "error",
        variant: "outlined",
        startIcon: <DeleteOutlineRoundedIcon />,
        disabled,
        sx: { mr: { sm: "auto" } },
      }}
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
      onConfirm={(close) => void handleConfirm(close)}
    >
      Delete scrim
    </ConfirmButton>
  );
}
