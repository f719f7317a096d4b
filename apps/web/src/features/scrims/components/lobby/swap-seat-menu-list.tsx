import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { ROLES, TEAM_LABELS, TEAMS } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto, Seat } from "@scrims/shared/scrims/scrims.schema";
import type { LazyMenuProps } from "@/hooks/use-lazy-menu";
import { playerAt } from "../../utils/scrim-state";

/** Every other seat of the lobby, Blue Side Top → Red Side Support. */
export function swapTargets(seat: Seat): Seat[] {
  return TEAMS.flatMap((team) => ROLES.map((role) => ({ team, role }))).filter(
    (target) => target.team !== seat.team || target.role !== seat.role,
  );
}

/** The seat whose player is swapped, and what to do with the seat picked. */
export type SeatSwap = { scrim: ScrimDto; seat: Seat; onSwap: (to: Seat) => void };

export type SwapSeatMenuListProps = LazyMenuProps & SeatSwap;

/**
 * The Swap… menu (swap-seat-menu.tsx opens it): every other seat and who sits there. MUI, loaded
 * on demand.
 */
export function SwapSeatMenuList({ scrim, seat, onSwap, ...menu }: SwapSeatMenuListProps) {
  return (
    <Menu {...menu} slotProps={{ paper: { sx: { maxHeight: 360 } } }}>
      {swapTargets(seat).map((target) => (
        <SwapTargetItem
          key={`${target.team}-${target.role}`}
          scrim={scrim}
          target={target}
          onClick={() => {
            menu.onClose();
            onSwap(target);
          }}
        />
      ))}
    </Menu>
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
