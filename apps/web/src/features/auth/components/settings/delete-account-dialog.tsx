import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { useAlerts } from "@/components/alerts/use-alerts";
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

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
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
    <Dialog
      open={open}
      onClose={handleClose}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { component: "form", onSubmit: handleSubmit } }}
    >
      <DialogTitle>Delete your account?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2.5 }}>
          Your profile, friends and messages go for good. Type <strong>{summonerName}</strong> to
          confirm.
        </DialogContentText>
        <TextField
          label="Summoner name"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          autoFocus
          fullWidth
          autoComplete="off"
          disabled={deleteAccount.isPending}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={handleClose} color="inherit" disabled={deleteAccount.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="error"
          disabled={!isConfirmed}
          loading={deleteAccount.isPending}
        >
          Delete account
        </Button>
      </DialogActions>
    </Dialog>
  );
}
