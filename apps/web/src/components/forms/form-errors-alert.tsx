import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";

export const FORM_ERRORS_TITLE = "Please correct the following error";

type FormErrorsAlertProps = {
  errors: string[];
  title?: string;
};

/** The problems that stop a form from going on, as one list under a heading. Nothing when none. */
export function FormErrorsAlert({ errors, title = FORM_ERRORS_TITLE }: FormErrorsAlertProps) {
  if (errors.length === 0) {
    return null;
  }
  return (
    <Alert severity="error" variant="outlined" sx={{ alignItems: "flex-start" }}>
      <AlertTitle sx={{ fontWeight: 600 }}>{title}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </Box>
    </Alert>
  );
}
