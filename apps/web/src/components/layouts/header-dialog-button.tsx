import { CountIconButton } from "@/components/count-icon-button";
import { requestNotificationPermission } from "@/lib/browser-notifications";
import { useGlobalDialogs, type GlobalDialog } from "@/lib/global-dialogs";

type HeaderDialogButtonProps = {
  /** The tooltip and the accessible name ("Notifications"). */
  label: string;
  /** The icon's SVG paths (`@mui/icons-material/…?paths`). */
  iconPaths: readonly string[];
  /** What the badge counts (hidden at 0, "99+" above 99). */
  count: number;
  dialog: GlobalDialog;
};

/**
 * A header icon with a count badge that opens one of the shell's global dialogs; the click also
 * asks for the browser's notification permission (a user gesture, as browsers require). Drawn
 * without MUI, like the rest of the header.
 */
export function HeaderDialogButton({ label, iconPaths, count, dialog }: HeaderDialogButtonProps) {
  const { open, preload } = useGlobalDialogs();
  return (
    <CountIconButton
      label={label}
      iconPaths={iconPaths}
      count={count}
      onApproach={preload}
      onClick={() => {
        requestNotificationPermission();
        open(dialog);
      }}
    />
  );
}
