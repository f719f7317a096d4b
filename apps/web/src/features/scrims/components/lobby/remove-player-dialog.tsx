import { TEAM_LABELS } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimPlayerDto } from "@scrims/shared/scrims/scrims.schema";
import { useEffect } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { useRemovePlayer } from "../../api/remove-player";

type RemovePlayerDialogProps = {
  scrimId: string;
  /** The player to remove, as he was when the dialog opened. */
  player: ScrimPlayerDto;
  /** The viewer gives up his own seat, rather than an admin kicking someone. */
  leave: boolean;
  /** Whether that player still holds the seat: a confirmation never moves to someone else. */
  stillSeated: boolean;
  onClose: () => void;
};

/**
 * A player leaves his seat, or an admin removes one, after saying so. The dialog belongs to that
 * one removal: it stays up until the answer (the lobby update may empty the seat first), then
 * closes for good; if the seat changes hands before the confirmation, it closes doing nothing.
 */
export function RemovePlayerDialog({
  scrimId,
  player,
  leave,
  stillSeated,
  onClose,
}: RemovePlayerDialogProps) {
  const remove = useRemovePlayer();
  const { showAlert } = useAlerts();
  const name = player._user.name;
  const confirmed = !remove.isIdle;
  const seat = `the ${player.role} seat of the ${TEAM_LABELS[player.team.name]}`;

  useEffect(() => {
    if (!stillSeated && !confirmed) {
      onClose();
    }
  }, [stillSeated, confirmed, onClose]);

  const handleConfirm = async () => {
    try {
      await remove.mutateAsync({ scrimId, userId: player._user._id });
    } catch {
      // The global alert shows the server's message; a 409 already refreshed the lobby.
      onClose();
      return;
    }
    if (!leave) {
      showAlert({ type: "success", message: `Successfully kicked ${name} from the game` });
    }
    onClose();
  };

  return (
    <ConfirmDialog
      open
      title={leave ? "Leave your seat?" : `Kick ${name}?`}
      description={
        leave ? (
          <>You will give up {seat}, and someone else may take it at once.</>
        ) : (
          <>
            {name} will be removed from {seat}.
          </>
        )
      }
      confirmLabel={leave ? "Leave" : "Kick"}
      confirmColor={leave ? "primary" : "error"}
      loading={remove.isPending}
      autoFocusConfirm={false}
      onConfirm={() => void handleConfirm()}
      onClose={onClose}
    />
  );
}
