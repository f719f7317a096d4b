import copyPaths from "@mui/icons-material/ContentCopyRounded?paths";
import { useAlerts } from "@/components/alerts/use-alerts";
import { Icon } from "@/components/icon";
import { copyText } from "@/utils/copy-text";
import "./lobby.css";

type CopyFieldProps = { label: string; value: string; copiedMessage: string };

/**
 * A value that copies itself to the clipboard when clicked. Named by what it shows ("Lobby name
 * Friday"; no aria-label: a name holds the text on screen, WCAG 2.5.3), described by its hint.
 */
export function CopyField({ label, value, copiedMessage }: CopyFieldProps) {
  const { showAlert } = useAlerts();

  const handleClick = async () => {
    const copied = await copyText(value);
    showAlert(
      copied
        ? { type: "success", message: copiedMessage }
        : {
            type: "error",
            message: `Could not copy the ${label.toLowerCase()}; select it instead.`,
          },
    );
  };

  return (
    <button
      type="button"
      className="copy-field"
      onClick={() => void handleClick()}
      title="Click to copy"
    >
      {/* Spans: a button holds phrasing content only. */}
      <span className="copy-field__text">
        <span className="text-caption text-secondary copy-field__label">{label}</span>
        <span className="copy-field__value">{value}</span>
      </span>
      <Icon paths={copyPaths} className="icon--small copy-field__icon" />
    </button>
  );
}
