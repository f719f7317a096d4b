import Box from "@mui/material/Box";
import DialogContentText from "@mui/material/DialogContentText";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import {
  DEFAULT_RANK_DIVISION,
  DEFAULT_RANK_NUMBER,
  formatRank,
  parseRank,
} from "@scrims/shared/users/rank";
import { adminUpdateUserInputSchema } from "@scrims/shared/users/users.schema";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { z } from "zod";
import { useAlerts } from "@/components/alerts/use-alerts";
import { FormDialog } from "@/components/dialogs/form-dialog";
import { FormErrorsAlert } from "@/components/forms/form-errors-alert";
import { SummonerNameField } from "@/components/forms/summoner-name-field";
import { TaglineField } from "@/components/forms/tagline-field";
import { RankFields } from "@/components/rank/rank-fields";
import type { RankValue } from "@/components/rank/rank-fields";
import { useZodForm } from "@/lib/use-zod-form";
import { useAdminUpdateUser } from "../api/admin-update-user";
import { useSetUserAdmin } from "../api/set-user-admin";

export const USER_UPDATED_MESSAGE = "User successfuly updated!";

/**
 * What the dialog sends: the changed details (checked with the shared admin schema) and/or the
 * admin rights; at least one of them.
 */
const editPlayerSchema = z
  .object({
    details: adminUpdateUserInputSchema.optional(),
    isAdmin: z.boolean().optional(),
  })
  .refine(
    (value) => value.details !== undefined || value.isAdmin !== undefined,
    "Nothing to update",
  );

type EditPlayerValues = {
  name: string;
  summonerTagline: string;
  rank: RankValue;
  isAdmin: boolean;
};

function rankValueOf(rank: string): RankValue {
  const parsed = parseRank(rank);
  return {
    division: parsed?.division ?? DEFAULT_RANK_DIVISION,
    number: parsed?.number ?? DEFAULT_RANK_NUMBER,
  };
}

/** Only what changed: details the admin left as they were are not sent. */
function toEditPlayerInput(user: UserDto, values: EditPlayerValues) {
  const nextRank = formatRank(values.rank.division, values.rank.number);
  const details = {
    name: values.name.trim() !== user.name ? values.name : undefined,
    summonerTagline:
      values.summonerTagline.trim() !== user.summonerTagline ? values.summonerTagline : undefined,
    rank: nextRank !== user.rank ? nextRank : undefined,
  };
  const detailsChanged = Object.values(details).some((value) => value !== undefined);
  return {
    details: detailsChanged ? details : undefined,
    isAdmin: values.isAdmin !== user.isAdmin ? values.isAdmin : undefined,
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
  const form = useZodForm({
    schema: editPlayerSchema,
    defaultValues: {
      name: user.name,
      summonerTagline: user.summonerTagline,
      rank: rankValueOf(user.rank),
      isAdmin: user.isAdmin,
    },
    toInput: (values: EditPlayerValues) => toEditPlayerInput(user, values),
  });
  const { values, change } = form;
  const update = useAdminUpdateUser();
  const setAdmin = useSetUserAdmin();
  const isSaving = update.isPending || setAdmin.isPending;
  const { showAlert } = useAlerts();

  const handleSubmit = form.submit(async ({ details, isAdmin }) => {
    try {
      let saved = user;
      if (details) {
        saved = await update.mutateAsync({ userId: user._id, ...details });
      }
      if (isAdmin !== undefined) {
        saved = await setAdmin.mutateAsync({ userId: user._id, isAdmin });
      }
      showAlert({ type: "success", message: USER_UPDATED_MESSAGE });
      onSaved(saved);
    } catch {
      // The server's message is shown by the error alert.
    }
  });

  return (
    <FormDialog
      open={open}
      title="Edit player"
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      submitLabel="Save player"
      busy={isSaving}
    >
      <DialogContentText sx={{ mb: 2.5 }}>
        Correct {user.name}'s Riot ID or rank. The player sees the change at once.
      </DialogContentText>
      <Box sx={{ display: "grid", gap: 2.5, pt: 0.5 }}>
        <FormErrorsAlert errors={form.errors} />
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", sm: "minmax(0, 3fr) minmax(0, 2fr)" },
          }}
        >
          <SummonerNameField value={values.name} onChange={(name) => change({ name })} />
          <TaglineField
            value={values.summonerTagline}
            onChange={(summonerTagline) => change({ summonerTagline })}
          />
        </Box>
        <RankFields value={values.rank} onChange={(rank) => change({ rank })} />
        <FormControlLabel
          control={
            <Switch
              checked={values.isAdmin}
              onChange={(event) => change({ isAdmin: event.target.checked })}
            />
          }
          label="Admin rights"
        />
      </Box>
    </FormDialog>
  );
}
