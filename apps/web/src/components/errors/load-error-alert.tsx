import errorPaths from "@mui/icons-material/ErrorOutline?paths";
import type { ReactNode } from "react";
import { Icon } from "@/components/icon";
import "./load-error-alert.css";

type LoadErrorAlertProps = {
  onRetry: () => void;
  /** MUI Alert's variants this alert draws: a tinted box (standard) or a red outline. */
  variant?: "standard" | "outlined";
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

/**
 * A section whose data could not be loaded, with a Retry button. Plain HTML and CSS (the hub's
 * first paint carries no MUI), drawn like MUI's error Alert.
 */
export function LoadErrorAlert({
  what,
  children,
  onRetry,
  variant = "standard",
}: LoadErrorAlertProps) {
  return (
    <div
      role="alert"
      className={
        variant === "outlined" ? "alert alert--error alert--outlined" : "alert alert--error"
      }
    >
      <div className="alert__icon">
        <Icon paths={errorPaths} />
      </div>
      <div className="alert__message">
        {children ?? `Could not load ${what}. Check your connection and try again.`}
      </div>
      <div className="alert__action">
        <button type="button" className="button button--text button--small" onClick={onRetry}>
          Retry
        </button>
      </div>
    </div>
  );
}
