import { useRef } from "react";
import type { TouchEvent } from "react";

type SwipeOptions = {
  onSwipeLeft: () => void;
  onSwipeRight: () => void;
  /** Minimum horizontal travel in pixels before a touch counts as a swipe. */
  threshold?: number;
};

/** Touch handlers that call back on a mostly horizontal swipe; vertical scrolling is left alone. */
export function useSwipe({ onSwipeLeft, onSwipeRight, threshold = 50 }: SwipeOptions) {
  const start = useRef<{ x: number; y: number } | null>(null);

  const handleTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };

  const handleTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    const origin = start.current;
    start.current = null;
    if (!touch || !origin) {
      return;
    }
    const dx = touch.clientX - origin.x;
    const dy = touch.clientY - origin.y;
    if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy) * 1.5) {
      return;
    }
    if (dx < 0) {
      onSwipeLeft();
      return;
    }
    onSwipeRight();
  };

  const handleTouchCancel = () => {
    start.current = null;
  };

  return {
    onTouchStart: handleTouchStart,
    onTouchEnd: handleTouchEnd,
    onTouchCancel: handleTouchCancel,
  };
}
