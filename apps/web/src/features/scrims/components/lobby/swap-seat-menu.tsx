import swapPaths from "@mui/icons-material/SwapHorizRounded?paths";
import type { ScrimDto, Seat } from "@scrims/shared/scrims/scrims.schema";
import { Suspense, useId, useRef, useState } from "react";
import { Icon } from "@/components/icon";
import { lazyThemed } from "@/theme/lazy-themed";
import "./lobby.css";

// The menu is MUI: it loads on the way to the click (pointer or focus), not with the lobby.
const SwapSeatMenuList = lazyThemed(() =>
  import("./swap-seat-menu-list").then((m) => m.SwapSeatMenuList),
);

type SwapSeatMenuProps = {
  scrim: ScrimDto;
  seat: Seat;
  playerName: string;
  disabled?: boolean;
  onSwap: (to: Seat) => void;
};

/**
 * The keyboard-friendly twin of drag and drop (admins): swap this player with any other seat.
 * The button is plain HTML (the scrim page's first paint); its menu loads on demand.
 */
export function SwapSeatMenu({ scrim, seat, playerName, disabled, onSwap }: SwapSeatMenuProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the menu can play its closing transition.
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const preload = () => void SwapSeatMenuList.preload();

  return (
    <>
      {/* The tooltip's holder: a disabled button takes no pointer. */}
      <span title="Swap…">
        <button
          type="button"
          ref={button}
          className="icon-button icon-button--small"
          aria-label={`Swap ${playerName} with…`}
          aria-haspopup="menu"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open ? true : undefined}
          disabled={disabled}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        >
          <Icon paths={swapPaths} className="icon--small" />
        </button>
      </span>
      <Suspense fallback={null}>
        {used && (
          <SwapSeatMenuList
            id={menuId}
            anchorEl={button.current}
            open={open}
            onClose={() => setOpen(false)}
            scrim={scrim}
            seat={seat}
            onSwap={onSwap}
          />
        )}
      </Suspense>
    </>
  );
}
