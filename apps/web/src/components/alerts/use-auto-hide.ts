import { ALERT_AUTO_HIDE_MS } from "@scrims/shared/common/constants";
import { useEffect, useState } from "react";
import type { FocusEvent, PointerEvent } from "react";

/**
 * Calls `onHide` once `active` has lasted ALERT_AUTO_HIDE_MS. The timer stops while a mouse is
 * over the element or focus is in it, and then, as MUI's Snackbar does, runs half the time
 * again: time to read it, or to reach the close button. Spread the handlers on the element.
 */
export function useAutoHide(active: boolean, onHide: () => void) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [resumed, setResumed] = useState(false);
  const paused = hovered || focused;
  const delay = resumed ? ALERT_AUTO_HIDE_MS / 2 : ALERT_AUTO_HIDE_MS;

  useEffect(() => {
    if (!active || paused) {
      return;
    }
    const timer = setTimeout(onHide, delay);
    return () => clearTimeout(timer);
  }, [active, paused, delay, onHide]);

  const pause = (set: (value: boolean) => void) => {
    set(true);
    setResumed(true);
  };

  return {
    // A finger's tap brings no pointerleave until the next tap elsewhere: only a mouse pauses.
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === "mouse") {
        pause(setHovered);
      }
    },
    onPointerLeave: () => setHovered(false),
    onFocus: () => pause(setFocused),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) {
        setFocused(false);
      }
    },
  };
}
