import Alert, { type AlertProps } from "@mui/material/Alert";
import Button from "@mui/material/Button";
import type { ReactNode } from "react";

type LoadErrorAlertProps = {
  onRetry: () => void;
  variant?: AlertProps["variant"];
} & (
  | {
      /** What could not be loaded: 'the scrims', 'this profile'. */
      what: string;
      children?: never;
    }
  | {
      /** The whole message, where the page words it itself. */
      children: ReactNode;
      what?: never;
    }
);

/** A section whose data could not be loaded, with a Retry button. */
export function LoadErrorAlert({ what, children, onRetry, variant }: LoadErrorAlertProps) {
  return (
    <Alert
      severity="error"
      variant={variant}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {children ?? `Could not load ${what}. Check your connection and try again.`}
    </Alert>
  );
}
