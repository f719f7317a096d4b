import CalendarMonthRoundedIcon from "@mui/icons-material/CalendarMonthRounded";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { useState } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { getErrorMessage } from "@/lib/api-client";
import { downloadFile } from "@/utils/download-file";
import { getScrimCalendar } from "../../api/get-scrim-calendar";

/** Downloads the scrim as one calendar event (.ics), for any calendar app. */
export function AddToCalendarButton({ scrimId }: { scrimId: string }) {
  const { showAlert } = useAlerts();
  const [busy, setBusy] = useState(false);

  const handleClick = async () => {
    setBusy(true);
    try {
      downloadFile(await getScrimCalendar(scrimId), `scrim-${scrimId}.ics`, "text/calendar");
    } catch (error) {
      showAlert({ type: "error", message: getErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip title="Add to calendar">
      <span>
        <IconButton aria-label="Add to calendar" onClick={() => void handleClick()} disabled={busy}>
          {busy ? <CircularProgress size={20} color="inherit" /> : <CalendarMonthRoundedIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
