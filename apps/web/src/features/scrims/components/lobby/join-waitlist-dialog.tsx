import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import Typography from "@mui/material/Typography";
import { ROLES, type Role } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { useId, useState } from "react";
import { FormDialog } from "@/components/dialogs/form-dialog";
import { useJoinWaitlist } from "../../api/join-waitlist";
import { rolesWithFreeSeat } from "../../utils/waitlist";

type JoinWaitlistDialogProps = { scrim: ScrimDto; open: boolean; onClose: () => void };

/**
 * The roles the player accepts (one or more). A role with a free seat cannot be picked: the seat
 * is taken directly in the lobby (the server refuses it, SEAT_AVAILABLE). A role picked while full
 * whose seat frees up before the player sends is dropped from the choice, not sent.
 */
export function JoinWaitlistDialog({ scrim, open, onClose }: JoinWaitlistDialogProps) {
  const descriptionId = useId();
  const join = useJoinWaitlist();
  const [picked, setPicked] = useState<Role[]>([]);
  const free = rolesWithFreeSeat(scrim);
  const roles = picked.filter((role) => !free.includes(role));

  const toggle = (role: Role, checked: boolean) =>
    setPicked((current) =>
      checked
        ? ROLES.filter((r) => r === role || current.includes(r))
        : current.filter((r) => r !== role),
    );
  const close = () => {
    setPicked([]);
    onClose();
  };
  const submit = () => {
    join.mutate({ scrimId: scrim._id, roles }, { onSuccess: close });
  };

  return (
    <FormDialog
      open={open}
      title="Join the waitlist"
      onClose={close}
      onSubmit={submit}
      submitLabel="Join waitlist"
      submitDisabled={roles.length === 0}
      busy={join.isPending}
      maxWidth="xs"
      describedBy={descriptionId}
    >
      <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        When a seat of a role you pick frees up, you get it at once, checked in, in the order
        players joined.
      </Typography>
      <FormGroup aria-label="Roles you accept">
        {ROLES.map((role) => {
          const seatFree = free.includes(role);
          return (
            <FormControlLabel
              key={role}
              label={seatFree ? `${role} (a seat is free: take it in the lobby)` : role}
              disabled={seatFree}
              control={
                <Checkbox
                  checked={roles.includes(role)}
                  onChange={(event) => toggle(role, event.target.checked)}
                />
              }
            />
          );
        })}
      </FormGroup>
      <FormHelperText>Pick every role you would play.</FormHelperText>
    </FormDialog>
  );
}
