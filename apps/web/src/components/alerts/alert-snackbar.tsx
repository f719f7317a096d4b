import MuiAlert from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";
import type { SnackbarCloseReason } from "@mui/material/Snackbar";
import { ALERT_AUTO_HIDE_MS } from "@scrims/shared/common/constants";
import { belowTopNotice } from "./top-notice";
import { useAlerts, useAlertsState } from "./use-alerts";

/** Top-centre snackbar (below the header and any top notice) showing the current alert; hides itself after 6 seconds. */
export function AlertSnackbar() {
  const { alert, open } = useAlertsState();
  const { hideAlert } = useAlerts();

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // Clicking elsewhere on the page must not dismiss an error before it is read.
    if (reason === "clickaway") {
      return;
    }
    hideAlert();
  };

  if (!alert) {
    return null;
  }
  return (
    <Snackbar
      key={alert.id}
      open={open}
      autoHideDuration={ALERT_AUTO_HIDE_MS}
      onClose={handleClose}
      anchorOrigin={{ vertical: "top", horizontal: "center" }}
      sx={{ top: { xs: belowTopNotice(72), sm: belowTopNotice(80) } }}
    >
      <MuiAlert
        severity={alert.type}
        variant="filled"
        onClose={handleClose}
        sx={{ width: "100%", maxWidth: 560, boxShadow: 6, fontWeight: 500 }}
      >
        {alert.message}
      </MuiAlert>
    </Snackbar>
  );
}
