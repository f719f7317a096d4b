import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import type { ReactNode } from "react";
import { requestNotificationPermission } from "@/lib/browser-notifications";
import { useGlobalDialogs, type GlobalDialog } from "@/lib/global-dialogs";

type HeaderDialogButtonProps = {
  /** The tooltip and the accessible name ("Notifications"). */
  label: string;
  icon: ReactNode;
  /** What the badge counts (hidden at 0, "99+" above 99). */
  count: number;
  dialog: GlobalDialog;
};

/**
 * A header icon with a count badge that opens one of the shell's global dialogs; the click also
 * asks for the browser's notification permission (a user gesture, as browsers require).
 */
export function HeaderDialogButton({ label, icon, count, dialog }: HeaderDialogButtonProps) {
  const { open } = useGlobalDialogs();
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        data-count={count}
        onClick={() => {
          requestNotificationPermission();
          open(dialog);
        }}
      >
        <Badge badgeContent={count} color="error" max={99}>
          {icon}
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
