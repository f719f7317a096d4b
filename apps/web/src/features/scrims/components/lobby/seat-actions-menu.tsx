import MoreVertRoundedIcon from "@mui/icons-material/MoreVertRounded";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import ListSubheader from "@mui/material/ListSubheader";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import type { ScrimDto, Seat } from "@scrims/shared/scrims/scrims.schema";
import { useId, useState } from "react";
import { SwapTargetItem, swapTargets } from "./swap-seat-menu";

type SeatActionsMenuProps = {
  scrim: ScrimDto;
  seat: Seat;
  playerName: string;
  disabled?: boolean;
  /** Leave (the viewer's own seat). */
  onLeave?: () => void;
  /** Kick (an admin, on another player's seat). */
  onKick?: () => void;
  /** Swap with, or move to, another seat (admins): the narrow screen's drag and drop. */
  onSwap?: (to: Seat) => void;
};

/**
 * On narrow screens one button per taken seat holds what the row cannot fit beside the name:
 * leave, kick, and swap or move to any other seat (in place of the drag handle).
 */
export function SeatActionsMenu({
  scrim,
  seat,
  playerName,
  disabled,
  onLeave,
  onKick,
  onSwap,
}: SeatActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const act = (action: () => void) => () => {
    close();
    action();
  };

  return (
    <>
      <IconButton
        size="small"
        aria-label={`Seat actions for ${playerName}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: "text.secondary" }}
      >
        <MoreVertRoundedIcon fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
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
    </>
  );
}
