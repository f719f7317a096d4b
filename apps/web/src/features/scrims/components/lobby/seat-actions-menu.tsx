import moreVertPaths from "@mui/icons-material/MoreVertRounded?paths";
import type { ScrimDto, Seat } from "@scrims/shared/scrims/scrims.schema";
import { Suspense, useRef } from "react";
import { Icon } from "@/components/icon";
import { useLazyMenu } from "@/hooks/use-lazy-menu";
import { lazyThemed } from "@/theme/lazy-themed";
import "./lobby.css";

// The menu is MUI: it loads on the way to the click (pointer or focus), not with the lobby.
const SeatActionsMenuList = lazyThemed(() =>
  import("./seat-actions-menu-list").then((m) => m.SeatActionsMenuList),
);

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
 * leave, kick, and swap or move to any other seat (in place of the drag handle). The button is
 * plain HTML (the scrim page's first paint); its menu loads on demand.
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
  const button = useRef<HTMLButtonElement>(null);
  const menu = useLazyMenu(SeatActionsMenuList);

  return (
    <>
      <button
        type="button"
        ref={button}
        className="icon-button icon-button--small text-secondary"
        aria-label={`Seat actions for ${playerName}`}
        disabled={disabled}
        {...menu.triggerProps}
      >
        <Icon paths={moreVertPaths} className="icon--small" />
      </button>
      <Suspense fallback={null}>
        {menu.used && (
          <SeatActionsMenuList
            {...menu.menuProps}
            anchorEl={button.current}
            scrim={scrim}
            seat={seat}
            playerName={playerName}
            onLeave={onLeave}
            onKick={onKick}
            onSwap={onSwap}
          />
        )}
      </Suspense>
    </>
  );
}
