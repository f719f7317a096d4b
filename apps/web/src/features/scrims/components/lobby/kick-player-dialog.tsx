import { TEAM_LABELS } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimPlayerDto } from "@scrims/shared/scrims/scrims.schema";
import { useAlerts } from "@/components/alerts/use-alerts";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { useRemovePlayer } from "../../api/remove-player";

type KickPlayerDialogProps = {
  scrimId: string;
  player: ScrimPlayerDto;
  open: boolean;
  onClose: () => void;
};

/** Admins remove a player from his seat, after saying so. */
export function KickPlayerDialog({ scrimId, player, open, onClose }: KickPlayerDialogProps) {
  const kick = useRemovePlayer();
  const { showAlert } = useAlerts();
  const name = player._user.name;

  const handleConfirm = () => {
    kick.mutate(
      { scrimId, userId: player._user._id },
      {
        onSuccess: () => {
          showAlert({ type: "success", message: `Successfully kicked ${name} from the game` });
          onClose();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
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
      onConfirm={handleConfirm}
      onClose={onClose}
    />
  );
}
