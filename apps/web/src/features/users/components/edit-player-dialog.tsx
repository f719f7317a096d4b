import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import InputAdornment from "@mui/material/InputAdornment";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import {
  DEFAULT_RANK_DIVISION,
  DEFAULT_RANK_NUMBER,
  formatRank,
  parseRank,
} from "@scrims/shared/users/rank";
import { adminUpdateUserInputSchema } from "@scrims/shared/users/users.schema";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { useState } from "react";
import type { FormEvent } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { FormErrorsAlert } from "@/components/forms/form-errors-alert";
import { RankFields } from "@/components/rank/rank-fields";
import type { RankValue } from "@/components/rank/rank-fields";
import { validateForm } from "@/lib/form-validation";
import { useAdminUpdateUser } from "../api/admin-update-user";
import { useSetUserAdmin } from "../api/set-user-admin";

export const USER_UPDATED_MESSAGE = "User successfuly updated!";

function rankValueOf(rank: string): RankValue {
  const parsed = parseRank(rank);
  return {
    division: parsed?.division ?? DEFAULT_RANK_DIVISION,
    number: parsed?.number ?? DEFAULT_RANK_NUMBER,
  };
}

type EditPlayerDialogProps = {
  open: boolean;
  user: UserDto;
  onClose: () => void;
  /** Called with the saved player, e.g. to follow a renamed profile's URL. */
  onSaved: (user: UserDto) => void;
};

/**
 * Admin only: correct another player's summoner name, tagline and rank, and grant or remove their
 * admin rights. Sends only what changed.
 */
export function EditPlayerDialog({ open, user, onClose, onSaved }: EditPlayerDialogProps) {
  const [name, setName] = useState(user.name);
  const [tagline, setTagline] = useState(user.summonerTagline);
  const [rank, setRank] = useState<RankValue>(rankValueOf(user.rank));
  const [isAdmin, setIsAdmin] = useState(user.isAdmin);
  const [errors, setErrors] = useState<string[]>([]);
  const update = useAdminUpdateUser();
  const setAdmin = useSetUserAdmin();
  const isSaving = update.isPending || setAdmin.isPending;
  const { showAlert } = useAlerts();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const nextRank = formatRank(rank.division, rank.number);
    const changes = {
      name: name.trim() !== user.name ? name : undefined,
      summonerTagline: tagline.trim() !== user.summonerTagline ? tagline : undefined,
      rank: nextRank !== user.rank ? nextRank : undefined,
    };
    const detailsChanged = Object.values(changes).some((value) => value !== undefined);
    const adminChanged = isAdmin !== user.isAdmin;
    if (!detailsChanged && !adminChanged) {
      setErrors(["Nothing to update"]);
      return;
    }
    const result = detailsChanged ? validateForm(adminUpdateUserInputSchema, changes) : undefined;
    if (result && !result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors([]);
    try {
      let saved = user;
      if (result?.success) {
        saved = await update.mutateAsync({ userId: user._id, ...result.data });
      }
      if (adminChanged) {
        saved = await setAdmin.mutateAsync({ userId: user._id, isAdmin });
      }
      showAlert({ type: "success", message: USER_UPDATED_MESSAGE });
      onSaved(saved);
    } catch {
      // The server's message is shown by the error alert.
    }
  };

  return (
    <Dialog
      open={open}
      onClose={isSaving ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { component: "form", onSubmit: handleSubmit } }}
    >
      <DialogTitle>Edit player</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2.5 }}>
          Correct {user.name}'s Riot ID or rank. The player sees the change at once.
        </DialogContentText>
        <Box sx={{ display: "grid", gap: 2.5, pt: 0.5 }}>
          <FormErrorsAlert errors={errors} />
          <Box
            sx={{
              display: "grid",
              gap: 2,
              gridTemplateColumns: { xs: "1fr", sm: "minmax(0, 3fr) minmax(0, 2fr)" },
            }}
          >
            <TextField
              label="Summoner Name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              autoComplete="off"
            />
            <TextField
              label="Tagline"
              value={tagline}
              onChange={(event) => setTagline(event.target.value.replace(/#/g, ""))}
              helperText="Without # (e.g. NA1)"
              autoComplete="off"
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">#</InputAdornment> },
              }}
            />
          </Box>
          <RankFields value={rank} onChange={setRank} />
          <FormControlLabel
            control={
              <Switch checked={isAdmin} onChange={(event) => setIsAdmin(event.target.checked)} />
            }
            label="Admin rights"
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit" disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={isSaving}>
          Save player
        </Button>
      </DialogActions>
    </Dialog>
  );
}
