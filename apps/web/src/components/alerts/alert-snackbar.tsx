import closePaths from "@mui/icons-material/Close?paths";
import errorPaths from "@mui/icons-material/ErrorOutline?paths";
import infoPaths from "@mui/icons-material/InfoOutlined?paths";
// MUI's Alert draws success with an icon of its own (SuccessOutlined); TaskAlt is that shape.
import successPaths from "@mui/icons-material/TaskAlt?paths";
import { useEffect, useState } from "react";
import { Icon } from "@/components/icon";
import type { Alert, AlertType } from "./alerts-store";
import { useAutoHide } from "./use-auto-hide";
import { useAlerts, useAlertsState } from "./use-alerts";
import "@/theme/plain.css";
import "./alert-snackbar.css";

/** The exit animation's length in alert-snackbar.css: the alert leaves the page after it. */
const ALERT_EXIT_MS = 195;

const icons: Record<AlertType, readonly string[]> = {
  success: successPaths,
  info: infoPaths,
  error: errorPaths,
};

/**
 * Top-centre snackbar (below the header and any top notice) showing the current alert; hides
 * itself after ALERT_AUTO_HIDE_MS, or on its close button or Escape, but not on a click elsewhere
 * (an error must not go before it is read). Plain HTML and CSS, drawn like MUI's Snackbar with a
 * filled Alert, so it is part of every page's first load: an alert that the server has gone away
 * needs no chunk fetched from it.
 */
export function AlertSnackbar() {
  const { alert, open } = useAlertsState();
  const { hideAlert } = useAlerts();
  if (!alert) {
    return null;
  }
  // A new alert is a new element: its own entrance and a fresh timer.
  return <SnackbarAlert key={alert.id} alert={alert} open={open} onClose={hideAlert} />;
}

type SnackbarAlertProps = { alert: Alert; open: boolean; onClose: () => void };

function SnackbarAlert({ alert, open, onClose }: SnackbarAlertProps) {
  const [exited, setExited] = useState(false);
  const autoHide = useAutoHide(open, onClose);

  useEffect(() => {
    if (open) {
      return;
    }
    const timer = setTimeout(() => setExited(true), ALERT_EXIT_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!open) {
      return;
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) {
        onClose();
      }
    };
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [open, onClose]);

  if (!open && exited) {
    return null;
  }
  const className = `alert-snackbar__alert alert-snackbar__alert--${alert.type}`;
  return (
    <div className="alert-snackbar">
      <div
        role="alert"
        className={open ? className : `${className} alert-snackbar__alert--exiting`}
        {...autoHide}
      >
        <div className="alert-snackbar__icon">
          <Icon paths={icons[alert.type]} />
        </div>
        <div className="alert-snackbar__message">{alert.message}</div>
        <div className="alert-snackbar__action">
          <button
            type="button"
            className="icon-button icon-button--small"
            aria-label="Close"
            title="Close"
            onClick={onClose}
          >
            <Icon paths={closePaths} />
          </button>
        </div>
      </div>
    </div>
  );
}
