import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { devLoginInputSchema } from "@scrims/shared/auth/auth.schema";
import { useId } from "react";
import { useNavigate } from "react-router";
import { useZodForm } from "@/lib/use-zod-form";
import { useAlerts } from "@/components/alerts/use-alerts";
import { useDevLogin } from "../api/dev-login";
import { loginFailureMessage } from "../utils/login-failure";
import { returnToPath } from "../utils/return-to";

export const LOCAL_SIGN_IN_LABEL = "Local sign-in (no password, for this server only)";

/**
 * Email-only sign-in that the server offers outside production. A known account goes on to the
 * Scrims Hub; a new one stays here for registration.
 */
export function LocalSignInForm() {
  const headingId = useId();
  const form = useZodForm({
    schema: devLoginInputSchema,
    defaultValues: { email: "" },
    toInput: (values) => values,
  });
  const error = form.errors[0] ?? null;
  const devLogin = useDevLogin();
  const navigate = useNavigate();
  const { showAlert } = useAlerts();

  const handleSubmit = form.submit(async (input) => {
    try {
      const session = await devLogin.mutateAsync(input);
      if (session.user) {
        void navigate(returnToPath(), { replace: true });
      }
    } catch (failure) {
      showAlert({ type: "error", message: loginFailureMessage(failure) });
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-labelledby={headingId}
    >
      <Typography id={headingId} component="h2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {LOCAL_SIGN_IN_LABEL}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Anyone with the address can sign in as it, so use it for testing and local play.
      </Typography>
      <Box sx={{ display: "flex", gap: 1.25, flexDirection: { xs: "column", sm: "row" } }}>
        <TextField
          label="Email"
          type="email"
          value={form.values.email}
          onChange={(event) => form.change({ email: event.target.value })}
          error={error !== null}
          helperText={error ?? " "}
          autoComplete="email"
          fullWidth
          size="small"
        />
        <Button
          type="submit"
          variant="contained"
          loading={devLogin.isPending}
          sx={{ alignSelf: { sm: "flex-start" }, minWidth: 110, height: 40 }}
        >
          Sign in
        </Button>
      </Box>
    </Box>
  );
}
