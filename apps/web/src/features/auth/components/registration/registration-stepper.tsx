import ArrowBackRoundedIcon from "@mui/icons-material/ArrowBackRounded";
import ArrowForwardRoundedIcon from "@mui/icons-material/ArrowForwardRounded";
import CheckRoundedIcon from "@mui/icons-material/CheckRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import Typography from "@mui/material/Typography";
import { registerInputSchema } from "@scrims/shared/users/users.schema";
import type { RegisterInput } from "@scrims/shared/users/users.schema";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useAlerts } from "@/components/alerts/use-alerts";
import { FormErrorsAlert } from "@/components/forms/form-errors-alert";
import { getErrorMessage } from "@/lib/api-client";
import { useZodForm } from "@/lib/use-zod-form";
import { useRegister } from "../../api/register";
import { useStepKeys } from "../../hooks/use-step-keys";
import { EMPTY_ACCOUNT_FORM, detailsStepSchema, toAccountInput } from "../../utils/account-form";
import { AccountDetailsFields } from "../account-details-fields";
import { RankStep } from "./rank-step";
import { VerifyStep } from "./verify-step";
import { returnToPath } from "../../utils/return-to";

export const REGISTERED_MESSAGE = "Account created successfully, welcome!";

const STEPS = [
  { label: "Details", title: "Your summoner details" },
  { label: "Rank", title: "Your rank" },
  { label: "Verify", title: "Check and create" },
] as const;
const LAST_STEP = STEPS.length - 1;

/**
 * Three-step registration for a signed-in identity without an account: details, rank, verify.
 * Enter goes on (creates the account on the last step); Backspace outside a field goes back.
 */
export function RegistrationStepper() {
  const [step, setStep] = useState(0);
  // The details step checks its own fields before the player may go on; the last one all of them.
  const form = useZodForm({
    schema: step === 0 ? detailsStepSchema : registerInputSchema,
    defaultValues: EMPTY_ACCOUNT_FORM,
    toInput: toAccountInput,
  });
  const { values, change } = form;
  const register = useRegister();
  const { showAlert } = useAlerts();
  const navigate = useNavigate();
  const panelRef = useRef<HTMLDivElement>(null);
  const [hasMoved, setHasMoved] = useState(false);

  useEffect(() => {
    // Focus follows the step (not on first render: the page opens at its top, like any other).
    if (hasMoved) {
      panelRef.current?.focus();
    }
  }, [step, hasMoved]);

  const goTo = (next: number) => {
    setHasMoved(true);
    form.clearErrors();
    register.reset();
    setStep(next);
  };

  const createAccount = async (input: RegisterInput) => {
    try {
      await register.mutateAsync(input);
    } catch {
      // The server's message (e.g. a taken summoner name) is shown by the alert and below.
      return;
    }
    showAlert({ type: "success", message: REGISTERED_MESSAGE });
    void navigate(returnToPath(), { replace: true });
  };

  const goOn = form.submit(async (input) => {
    if (step < LAST_STEP) {
      goTo(step + 1);
      return;
    }
    await createAccount(input as RegisterInput);
  });

  const handleNext = () => {
    if (register.isPending) {
      return;
    }
    if (step === 1) {
      // The rank cannot be wrong: its selects offer only valid ranks.
      goTo(step + 1);
      return;
    }
    void goOn();
  };

  const handleBack = () => {
    if (step > 0 && !register.isPending) {
      goTo(step - 1);
    }
  };

  useStepKeys({ onEnter: handleNext, onBackspace: handleBack });

  return (
    <Box>
      <Stepper activeStep={step} sx={{ mb: { xs: 3, sm: 4 } }}>
        {STEPS.map(({ label }) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>

      <Box
        ref={panelRef}
        tabIndex={-1}
        role="group"
        aria-labelledby="registration-step-title"
        sx={{ outline: "none", display: "grid", gap: 2.5 }}
      >
        <Typography id="registration-step-title" variant="h6" component="h2">
          {STEPS[step]?.title}
        </Typography>
        <FormErrorsAlert errors={form.errors} />
        {step === 0 && <AccountDetailsFields values={values} onChange={change} />}
        {step === 1 && <RankStep values={values} onChange={change} />}
        {step === 2 && <VerifyStep values={values} onEditStep={goTo} />}
        {step === LAST_STEP && register.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => goTo(0)}>
                Change details
              </Button>
            }
          >
            {getErrorMessage(register.error)}
          </Alert>
        )}
      </Box>

      <Box
        sx={{
          mt: 4,
          pt: 2.5,
          borderTop: 1,
          borderColor: "divider",
          display: "flex",
          alignItems: "center",
          gap: 1.5,
        }}
      >
        <Button
          onClick={handleBack}
          disabled={step === 0 || register.isPending}
          startIcon={<ArrowBackRoundedIcon />}
          color="inherit"
        >
          Back
        </Button>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ flex: 1, textAlign: "center", display: { xs: "none", sm: "block" } }}
        >
          Enter to continue · Backspace to go back
        </Typography>
        <Box sx={{ flex: 1, display: { xs: "block", sm: "none" } }} />
        <Button
          variant="contained"
          size="large"
          onClick={handleNext}
          loading={register.isPending}
          endIcon={step === LAST_STEP ? <CheckRoundedIcon /> : <ArrowForwardRoundedIcon />}
        >
          {step === LAST_STEP ? "Create Account" : "Next"}
        </Button>
      </Box>
    </Box>
  );
}
