import SwapHorizRoundedIcon from "@mui/icons-material/SwapHorizRounded";
import IconButton from "@mui/material/IconButton";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Tooltip from "@mui/material/Tooltip";
import { ROLES, TEAM_LABELS, TEAMS } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto, Seat } from "@scrims/shared/scrims/scrims.schema";
import { useId, useState } from "react";
import { playerAt } from "../../utils/scrim-state";

type SwapSeatMenuProps = {
  scrim: ScrimDto;
  seat: Seat;
  playerName: string;
  disabled?: boolean;
  onSwap: (to: Seat) => void;
};

/** Every other seat of the lobby, Blue Side Top → Red Side Support. */
export function swapTargets(seat: Seat): Seat[] {
  return TEAMS.flatMap((team) => ROLES.map((role) => ({ team, role }))).filter(
    (target) => target.team !== seat.team || target.role !== seat.role,
  );
}

/** The keyboard-friendly twin of drag and drop (admins): swap this player with any other seat. */
export function SwapSeatMenu({ scrim, seat, playerName, disabled, onSwap }: SwapSeatMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const targets = swapTargets(seat);

  return (
    <>
      <Tooltip title="Swap…">
        <span>
          <IconButton
            size="small"
            aria-label={`Swap ${playerName} with…`}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? true : undefined}
            disabled={disabled}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <SwapHorizRoundedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 360 } } }}
      >
        {targets.map((target) => (
          <SwapTargetItem
            key={`${target.team}-${target.role}`}
            scrim={scrim}
            target={target}
            onClick={() => {
              setAnchor(null);
              onSwap(target);
            }}
          />
        ))}
      </Menu>
    </>
  );
}

/** One seat a player can be swapped with or moved to: the seat, and who sits there. */
export function SwapTargetItem({
  scrim,
  target,
  onClick,
  dense,
}: {
  scrim: ScrimDto;
  target: Seat;
  onClick: () => void;
  dense?: boolean;
}) {
  const occupant = playerAt(scrim, target);
  return (
    <MenuItem onClick={onClick} dense={dense}>
      <ListItemText
        primary={`${TEAM_LABELS[target.team]} · ${target.role}`}
        secondary={occupant ? occupant._user.name : "Empty seat"}
      />
    </MenuItem>
  );
}
