import sharePaths from "@mui/icons-material/ShareRounded?paths";
import { useAlerts } from "@/components/alerts/use-alerts";
import { Icon } from "@/components/icon";
import { paths } from "@/config/paths";
import { copyText } from "@/utils/copy-text";

const LINK_COPIED_MESSAGE = "copied game link to clipboard!";

/**
 * Copies the scrim's link (for private scrims, the only way in). Plain HTML (the hub's first
 * paint): the browser's own tooltip says what it does.
 */
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
    <button
      type="button"
      className="icon-button"
      aria-label="Share game link"
      title="Copy game link"
      onClick={() => void handleClick()}
    >
      <Icon paths={sharePaths} />
    </button>
  );
}
