import Divider from "@mui/material/Divider";
import ListSubheader from "@mui/material/ListSubheader";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import type { ScrimDto, Seat } from "@scrims/shared/scrims/scrims.schema";
import type { LazyMenuProps } from "@/hooks/use-lazy-menu";
import { SwapTargetItem, swapTargets } from "./swap-seat-menu-list";

export type SeatActionsMenuListProps = LazyMenuProps & {
  scrim: ScrimDto;
  seat: Seat;
  playerName: string;
  onLeave?: () => void;
  onKick?: () => void;
  onSwap?: (to: Seat) => void;
};

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
