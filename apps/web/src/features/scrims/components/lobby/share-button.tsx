import ShareRoundedIcon from "@mui/icons-material/ShareRounded";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { useAlerts } from "@/components/alerts/use-alerts";
import { paths } from "@/config/paths";
import { copyText } from "@/utils/copy-text";

export const LINK_COPIED_MESSAGE = "copied game link to clipboard!";

/** Copies the scrim's link (for private scrims, the only way in). */
export function ShareButton({ scrimId }: { scrimId: string }) {
  const { showAlert } = useAlerts();

  const handleClick = async () => {
    const copied = await copyText(`${window.location.origin}${paths.scrim(scrimId)}`);
    showAlert(
      copied
        ? { type: "success", message: LINK_COPIED_MESSAGE }
        : { type: "error", message: "Could not copy the game link" },
    );
  };

  return (
    <Tooltip title="Copy game link">
      <IconButton aria-label="Share game link" onClick={() => void handleClick()}>
        <ShareRoundedIcon />
      </IconButton>
    </Tooltip>
  );
}
