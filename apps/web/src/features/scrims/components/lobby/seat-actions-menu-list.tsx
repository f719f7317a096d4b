import Divider from "@mui/material/Divider";
import ListSubheader from "@mui/material/ListSubheader";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import type { ScrimDto, Seat } from "@scrims/shared/scrims/scrims.schema";
import type { LazyMenuProps } from "@/hooks/use-lazy-menu";
import { SwapTargetItem, swapTargets } from "./swap-seat-menu-list";

/** A taken seat and what the viewer may do there: the menu offers only the actions given. */
export type SeatActions = {
  scrim: ScrimDto;
  seat: Seat;
  playerName: string;
  /** Leave (the viewer's own seat). */
  onLeave?: () => void;
  /** Kick (an admin, on another player's seat). */
  onKick?: () => void;
  /** Swap with, or move to, another seat (admins): the narrow screen's drag and drop. */
  onSwap?: (to: Seat) => void;
};

export type SeatActionsMenuListProps = LazyMenuProps & SeatActions;

/**
 * The narrow screen's seat menu (seat-actions-menu.tsx opens it): leave, kick, and swap or move
 * to any other seat. MUI, loaded on demand.
 */
export function SeatActionsMenuList({
  scrim,
  seat,
  playerName,
  onLeave,
  onKick,
  onSwap,
  ...menu
}: SeatActionsMenuListProps) {
  const act = (action: () => void) => () => {
    menu.onClose();
    action();
  };

  return (
    <Menu
      {...menu}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{ paper: { sx: { maxHeight: 420, minWidth: 230 } } }}
    >
      {onLeave && <MenuItem onClick={act(onLeave)}>Leave</MenuItem>}
      {onKick && (
        <MenuItem onClick={act(onKick)} sx={{ color: "error.light" }}>
          Kick {playerName}
        </MenuItem>
      )}
      {onSwap && (onLeave || onKick) && <Divider />}
      {onSwap && (
        <ListSubheader disableSticky sx={{ lineHeight: 2.5, bgcolor: "transparent" }}>
          Swap or move to
        </ListSubheader>
      )}
      {onSwap &&
        swapTargets(seat).map((target) => (
          <SwapTargetItem
            key={`${target.team}-${target.role}`}
            scrim={scrim}
            target={target}
            onClick={act(() => onSwap(target))}
            dense
          />
        ))}
    </Menu>
  );
}
