import SaveRoundedIcon from "@mui/icons-material/SaveRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { formatRank } from "@scrims/shared/users/rank";
import { updateUserInputSchema } from "@scrims/shared/users/users.schema";
import type { CurrentUserDto } from "@scrims/shared/users/users.schema";
import { useEffect, useRef } from "react";
import type { FormEvent } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { FormErrorsAlert } from "@/components/forms/form-errors-alert";
import { RankBadge } from "@/components/rank/rank-badge";
import { RankFields } from "@/components/rank/rank-fields";
import { useZodForm } from "@/lib/use-zod-form";
import { useUpdateUser } from "../../api/update-user";
import { accountFormFromUser, toAccountInput } from "../../utils/account-form";
import type { AccountFormValues } from "../../utils/account-form";
import { AccountDetailsFields } from "../account-details-fields";

export const ACCOUNT_UPDATED_MESSAGE = "Account details updated!";

function sameInput(a: AccountFormValues, b: AccountFormValues) {
  return JSON.stringify(toAccountInput(a)) === JSON.stringify(toAccountInput(b));
}

/** Edits the signed-in player's details, validated with the same schema as the server. */
export function AccountSettingsForm({ user }: { user: CurrentUserDto }) {
  const saved = accountFormFromUser(user);
  const form = useZodForm({
    schema: updateUserInputSchema,
    defaultValues: saved,
    toInput: toAccountInput,
  });
  const { values, change } = form;
  const updateUser = useUpdateUser();
  const { showAlert, hideAlert } = useAlerts();
  const isDirty = !sameInput(values, saved);

  // The email consent has a second switch (Notifications). When it changes there, this form
  // follows unless the player changed the checkbox here, so saving never writes the old value back.
  const savedConsent = saved.canSendEmailsToUser;
  const lastSavedConsent = useRef(savedConsent);
  useEffect(() => {
    if (lastSavedConsent.current === savedConsent) {
      return;
    }
    if (values.canSendEmailsToUser === lastSavedConsent.current) {
      change({ canSendEmailsToUser: savedConsent });
    }
    lastSavedConsent.current = savedConsent;
  }, [savedConsent, values.canSendEmailsToUser, change]);

  const save = form.submit(async (input) => {
    try {
      const session = await updateUser.mutateAsync(input);
      if (session.user) {
        form.reset(accountFormFromUser(session.user));
      }
      showAlert({ type: "success", message: ACCOUNT_UPDATED_MESSAGE });
    } catch {
      // A taken name or Discord comes back as the server's message in the error alert.
    }
  });

  const handleSubmit = (event: FormEvent) => {
    // The last submit's server error ('Discord name … is already taken!') is about the values
    // sent then: it must not stand beside this submit's result.
    if (updateUser.isError) {
      hideAlert();
      updateUser.reset();
    }
    void save(event);
  };

  const handleReset = () => {
    form.reset(saved);
  };

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={handleSubmit}
      variant="outlined"
      aria-labelledby="account-details-title"
      sx={{ p: { xs: 2.5, sm: 3.5 } }}
    >
      <Typography id="account-details-title" variant="h6" component="h2">
        Account details
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        How other players see you in lobbies and on your profile.
      </Typography>
      <Box sx={{ display: "grid", gap: 3 }}>
        <FormErrorsAlert errors={form.errors} />
        <AccountDetailsFields values={values} onChange={change} />
        <Divider />
        <Box>
          <Box
            sx={{
              display: "flex",
              alignItems: "center",
              justifyContent: "space-between",
              gap: 2,
              mb: 2,
            }}
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              Rank
            </Typography>
            <RankBadge rank={formatRank(values.rankDivision, values.rankNumber)} />
          </Box>
          <RankFields
            value={{ division: values.rankDivision, number: values.rankNumber }}
            onChange={({ division, number }) =>
              change({ rankDivision: division, rankNumber: number })
            }
          />
        </Box>
      </Box>
      <Box
        sx={{
          mt: 3.5,
          display: "flex",
          gap: 1.5,
          justifyContent: "flex-end",
          flexDirection: { xs: "column-reverse", sm: "row" },
        }}
      >
        <Button onClick={handleReset} disabled={!isDirty || updateUser.isPending} color="inherit">
          Discard changes
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SaveRoundedIcon />}
          loading={updateUser.isPending}
          disabled={!isDirty}
        >
          Save changes
        </Button>
      </Box>
    </Paper>
  );
}
