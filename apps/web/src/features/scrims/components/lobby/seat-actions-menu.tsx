import moreVertPaths from "@mui/icons-material/MoreVertRounded?paths";
import { Suspense, useRef } from "react";
import { Icon } from "@/components/icon";
import { useLazyMenu } from "@/hooks/use-lazy-menu";
import { lazyThemed } from "@/theme/lazy-themed";
import type { SeatActions } from "./seat-actions-menu-list";
import "./lobby.css";

// The menu is MUI: it loads on the way to the click (pointer or focus), not with the lobby.
const SeatActionsMenuList = lazyThemed(() =>
  import("./seat-actions-menu-list").then((m) => m.SeatActionsMenuList),
);

type SeatActionsMenuProps = SeatActions & { disabled?: boolean };

/**
 * On narrow screens one button per taken seat holds what the row cannot fit beside the name:
 * leave, kick, and swap or move to any other seat (in place of the drag handle). The button is
 * plain HTML (the scrim page's first paint); its menu loads on demand.
 */
export function SeatActionsMenu({ disabled, ...actions }: SeatActionsMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  const menu = useLazyMenu(SeatActionsMenuList);

  return (
    <>
      <button
        type="button"
        ref={button}
        className="icon-button icon-button--small text-secondary"
        aria-label={`Seat actions for ${actions.playerName}`}
        disabled={disabled}
        {...menu.triggerProps}
      >
        <Icon paths={moreVertPaths} className="icon--small" />
      </button>
      <Suspense fallback={null}>
        {menu.used && (
          <SeatActionsMenuList {...menu.menuProps} anchorEl={button.current} {...actions} />
        )}
      </Suspense>
    </>
  );
}
