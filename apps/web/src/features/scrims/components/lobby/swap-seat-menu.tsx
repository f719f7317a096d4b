import swapPaths from "@mui/icons-material/SwapHorizRounded?paths";
import { Suspense, useRef } from "react";
import { Icon } from "@/components/icon";
import { useLazyMenu } from "@/hooks/use-lazy-menu";
import { lazyThemed } from "@/theme/lazy-themed";
import type { SeatSwap } from "./swap-seat-menu-list";
import "./lobby.css";

// The menu is MUI: it loads on the way to the click (pointer or focus), not with the lobby.
const SwapSeatMenuList = lazyThemed(() =>
  import("./swap-seat-menu-list").then((m) => m.SwapSeatMenuList),
);

type SwapSeatMenuProps = SeatSwap & { playerName: string; disabled?: boolean };

/**
 * The keyboard-friendly twin of drag and drop (admins): swap this player with any other seat.
 * The button is plain HTML (the scrim page's first paint); its menu loads on demand.
 */
export function SwapSeatMenu({ playerName, disabled, ...swap }: SwapSeatMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  const menu = useLazyMenu(SwapSeatMenuList);

  return (
    <>
      {/* The tooltip's holder: a disabled button takes no pointer. */}
      <span title="Swap…">
        <button
          type="button"
          ref={button}
          className="icon-button icon-button--small"
          aria-label={`Swap ${playerName} with…`}
          disabled={disabled}
          {...menu.triggerProps}
        >
          <Icon paths={swapPaths} className="icon--small" />
        </button>
      </span>
      <Suspense fallback={null}>
        {menu.used && <SwapSeatMenuList {...menu.menuProps} anchorEl={button.current} {...swap} />}
      </Suspense>
    </>
  );
}
