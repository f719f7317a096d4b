import { TEAM_LABELS } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimPlayerDto } from "@scrims/shared/scrims/scrims.schema";
import { useEffect } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { useRemovePlayer } from "../../api/remove-player";

type KickPlayerDialogProps = {
  scrimId: string;
  /** The player the admin asked to kick, as he was when the dialog opened. */
  player: ScrimPlayerDto;
  /** Whether that player still holds the seat: a confirmation never moves to someone else. */
  stillSeated: boolean;
  onClose: () => void;
};

/**
 * Admins remove a player from his seat, after saying so. The dialog belongs to that one kick: it
 * stays up until the answer (the lobby update may empty the seat first), then closes for good;
 * if someone else takes the seat before the admin confirms, it closes without kicking.
 */
export function KickPlayerDialog({ scrimId, player, stillSeated, onClose }: KickPlayerDialogProps) {
  const kick = useRemovePlayer();
  const { showAlert } = useAlerts();
  const name = player._user.name;
  const confirmed = !kick.isIdle;

  useEffect(() => {
    if (!stillSeated && !confirmed) {
      onClose();
    }
  }, [stillSeated, confirmed, onClose]);

  const handleConfirm = async () => {
    try {
      await kick.mutateAsync({ scrimId, userId: player._user._id });
    } catch {
      // The global alert shows the server's message; a 409 already refreshed the lobby.
      onClose();
      return;
    }
    showAlert({ type: "success", message: `Successfully kicked ${name} from the game` });
    onClose();
  };

  return (
    <ConfirmDialog
      open
      title={`Kick ${name}?`}
      description={
        <>
          {name} will be removed from the {player.role} seat of the {TEAM_LABELS[player.team.name]}.
        </>
      }
      confirmLabel="Kick"
      confirmColor="error"
      loading={kick.isPending}
      autoFocusConfirm={false}
      onConfirm={() => void handleConfirm()}
      onClose={onClose}
    />
  );
}
