import searchOffPaths from "@mui/icons-material/SearchOffRounded?paths";
import { useEffect, useId, useRef, useState } from "react";
import type { FocusEvent } from "react";
import { Icon } from "@/components/icon";

const HUB_EMPTY_HINT = "Use the Region dropdown or the Scrims Date filter to find more scrims";

/** How long a pointer rests on the box before the hint shows (MUI Tooltip's enter delay). */
const HINT_DELAY_MS = 100;

/** Keyboard focus only, as MUI's Tooltip: a click that focuses the box opens nothing. */
function isFocusVisible(element: Element) {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}

/**
 * No scrims at all for the chosen day and region. The hint shows above the box, like MUI's
 * Tooltip, while the pointer rests on it or it has the keyboard focus, and then describes it.
 */
export function HubEmptyState({ region }: { region: string }) {
  const hintId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const open = hovered || focused;

  const enter = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHovered(true), HINT_DELAY_MS);
  };
  const leave = () => {
    clearTimeout(timer.current);
    setHovered(false);
  };

  return (
    <div className="hub-empty">
      {open && (
        <div role="tooltip" id={hintId} className="tooltip hub-empty__tooltip">
          {HUB_EMPTY_HINT}
        </div>
      )}
      <div
        className="hub-empty__box"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the keyboard reaches the hint only through focus (WCAG 2.1.1)
        tabIndex={0}
        aria-describedby={open ? hintId : undefined}
        onPointerEnter={enter}
        onPointerLeave={leave}
        onFocus={(event: FocusEvent<HTMLDivElement>) =>
          setFocused(isFocusVisible(event.currentTarget))
        }
        onBlur={() => setFocused(false)}
      >
        <Icon paths={searchOffPaths} className="hub-empty__icon" />
        {/* The title of what the hub shows in place of its sections, which have h2 titles. */}
        <h2 className="hub-empty__title">No scrims found in {region}</h2>
        <p className="hub-empty__text">Try changing your filters or check back later</p>
      </div>
    </div>
  );
}
