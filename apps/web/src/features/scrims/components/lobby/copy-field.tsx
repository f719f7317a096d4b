import copyPaths from "@mui/icons-material/ContentCopyRounded?paths";
import { useAlerts } from "@/components/alerts/use-alerts";
import { Icon } from "@/components/icon";
import { copyText } from "@/utils/copy-text";
import "./lobby.css";

type CopyFieldProps = { label: string; value: string; copiedMessage: string };

/** A value that copies itself to the clipboard when clicked. */
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
      aria-label={`${label}: ${value}. Click to copy`}
    >
      <div className="copy-field__text">
        <p className="text-caption text-secondary">{label}</p>
        <p className="copy-field__value">{value}</p>
      </div>
      <Icon paths={copyPaths} className="icon--small copy-field__icon" />
    </button>
  );
}
