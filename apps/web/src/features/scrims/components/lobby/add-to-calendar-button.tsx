import calendarPaths from "@mui/icons-material/CalendarMonthRounded?paths";
import { useState } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { Icon } from "@/components/icon";
import { Spinner } from "@/components/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { downloadFile } from "@/utils/download-file";
import { getScrimCalendar } from "../../api/get-scrim-calendar";

/**
 * Downloads the scrim as one calendar event (.ics), for any calendar app. Plain HTML (the hub's
 * first paint): the browser's own tooltip names it.
 */
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
    <button
      type="button"
      className="icon-button"
      aria-label="Add to calendar"
      title="Add to calendar"
      onClick={() => void handleClick()}
      disabled={busy}
    >
      {busy ? <Spinner className="scrim-card__spinner" /> : <Icon paths={calendarPaths} />}
    </button>
  );
}
