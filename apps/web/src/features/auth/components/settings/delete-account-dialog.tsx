import DialogContentText from "@mui/material/DialogContentText";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useAlerts } from "@/components/alerts/use-alerts";
import { FormDialog } from "@/components/dialogs/form-dialog";
import { paths } from "@/config/paths";
import { useDeleteAccount } from "../../api/delete-account";
import { useAuth } from "@/lib/session";

export const ACCOUNT_DELETED_MESSAGE = "Your account has been deleted. Thanks for playing!";

type DeleteAccountDialogProps = {
  open: boolean;
  summonerName: string;
  onClose: () => void;
};

/** Asks the player to type their summoner name before the account is deleted. */
export function DeleteAccountDialog({ open, summonerName, onClose }: DeleteAccountDialogProps) {
  const [confirmation, setConfirmation] = useState("");
  const deleteAccount = useDeleteAccount();
  const { signOut } = useAuth();
  const { showAlert } = useAlerts();
  const navigate = useNavigate();
  const isConfirmed = confirmation.trim() === summonerName;

  const handleClose = () => {
    if (deleteAccount.isPending) {
      return;
    }
    setConfirmation("");
    onClose();
  };

  const handleSubmit = async () => {
    if (!isConfirmed) {
      return;
    }
    try {
      await deleteAccount.mutateAsync();
    } catch {
      return;
    }
    void navigate(paths.home, { replace: true });
    signOut();
    showAlert({ type: "info", message: ACCOUNT_DELETED_MESSAGE });
  };

  return (
    <FormDialog
      open={open}
      title="Delete your account?"
      onClose={handleClose}
      onSubmit={() => void handleSubmit()}
      submitLabel="Delete account"
      submitColor="error"
      submitDisabled={!isConfirmed}
      busy={deleteAccount.isPending}
      maxWidth="xs"
    >
      <DialogContentText sx={{ mb: 2.5 }}>
        Your profile, friends and messages go for good. Type <strong>{summonerName}</strong> to
        confirm.
      </DialogContentText>
      <TextField
        label="Summoner name"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens on its one field (ARIA dialog pattern)
        autoFocus
        fullWidth
        autoComplete="off"
        disabled={deleteAccount.isPending}
      />
    </FormDialog>
  );
}
