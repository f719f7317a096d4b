import BlockRoundedIcon from "@mui/icons-material/BlockRounded";
import LockOpenRoundedIcon from "@mui/icons-material/LockOpenRounded";
import Button from "@mui/material/Button";
import { banMessages } from "@scrims/shared/bans/bans.schema";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { useAlerts } from "@/components/alerts/use-alerts";
import { useUnbanUser } from "../api/ban-user";
import { BanDialog } from "./ban-dialog";

type BanActionsProps = { user: UserDto; onBan: () => void };

/**
 * The profile's admin buttons for another player: Ban, or Unban while the player has a ban that
 * is not lifted. Admins cannot be banned, so they get neither.
 */
export function BanActions({ user, onBan }: BanActionsProps) {
  const unban = useUnbanUser();
  const { showAlert } = useAlerts();
  if (user.isAdmin) {
    return null;
  }
  if (user.currentBan) {
    return (
      <Button
        variant="outlined"
        size="small"
        color="warning"
        startIcon={<LockOpenRoundedIcon />}
        loading={unban.isPending}
        onClick={() =>
          unban.mutate(
            { userId: user._id },
            { onSuccess: () => showAlert({ type: "success", message: banMessages.unbanned }) },
          )
        }
      >
        Unban
      </Button>
    );
  }
  return (
    <Button
      variant="outlined"
      size="small"
      color="error"
      startIcon={<BlockRoundedIcon />}
      onClick={onBan}
    >
      Ban
    </Button>
  );
}

type BanDialogSlotProps = { open: boolean; user: UserDto; onClose: () => void };

/** The ban dialog, mounted only while open (so it starts from fresh values each time). */
export function BanDialogSlot({ open, user, onClose }: BanDialogSlotProps) {
  if (!open) {
    return null;
  }
  return <BanDialog open user={user} onClose={onClose} onBanned={onClose} />;
}
