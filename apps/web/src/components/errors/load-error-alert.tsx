import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";

type LoadErrorAlertProps = {
  /** What could not be loaded: 'the scrims', 'this profile'. */
  what: string;
  onRetry: () => void;
};

/** A section whose data could not be loaded, with a Retry button. */
export function LoadErrorAlert({ what, onRetry }: LoadErrorAlertProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      Could not load {what}. Check your connection and try again.
    </Alert>
  );
}
