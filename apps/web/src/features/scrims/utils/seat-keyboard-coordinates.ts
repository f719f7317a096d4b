import { KeyboardCode } from "@dnd-kit/core";
import type { KeyboardCoordinateGetter } from "@dnd-kit/core";

const DIRECTIONS: Record<string, { x: number; y: number }> = {
  [KeyboardCode.Up]: { x: 0, y: -1 },
  [KeyboardCode.Down]: { x: 0, y: 1 },
  [KeyboardCode.Left]: { x: -1, y: 0 },
  [KeyboardCode.Right]: { x: 1, y: 0 },
};

const centerOf = (rect: { left: number; top: number; width: number; height: number }) => ({
  x: rect.left + rect.width / 2,
  y: rect.top + rect.height / 2,
});

/**
 * Arrow keys jump from seat to seat (the nearest seat in that direction) instead of moving the
 * dragged row a few pixels: on a 2 × 5 grid of seats the keyboard path takes a handful of presses.
 * Distances are taken from the seat the player is over (the overlay is smaller than a seat).
 */
/** True when the centre of `inner` lies inside `outer`. */
export function centreWithin(
  inner: { left: number; top: number; width: number; height: number },
  outer: { left: number; top: number; width: number; height: number },
): boolean {
  const { x, y } = centerOf(inner);
  return (
    x >= outer.left &&
    x <= outer.left + outer.width &&
    y >= outer.top &&
    y <= outer.top + outer.height
  );
}

export const seatKeyboardCoordinates: KeyboardCoordinateGetter = (event, { active, context }) => {
  const direction = DIRECTIONS[event.code];
  const { collisionRect, droppableRects, droppableContainers, over, activeNode } = context;
  if (!direction || !collisionRect) {
    return undefined;
  }
  event.preventDefault();
  const fromId = over?.id ?? active;
  // The source seat is not a drop target for a player (it is taken): use its node instead.
  const fromRect = droppableRects.get(fromId) ?? activeNode?.getBoundingClientRect();
  const from = centerOf(fromRect ?? collisionRect);

  let best: { x: number; y: number } | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect || container.id === fromId) {
      continue;
    }
    const target = centerOf(rect);
    const dx = target.x - from.x;
    const dy = target.y - from.y;
    // How far along the pressed direction, and how far off to the side.
    const along = dx * direction.x + dy * direction.y;
    const aside = Math.abs(dx * direction.y) + Math.abs(dy * direction.x);
    if (along <= 4) {
      continue;
    }
    const score = along + aside * 2;
    if (score < bestScore) {
      bestScore = score;
      best = target;
    }
  }
  if (!best) {
    return undefined;
  }
  // Top-left of the dragged overlay, so that its centre lands on the seat's centre.
  return { x: best.x - collisionRect.width / 2, y: best.y - collisionRect.height / 2 };
};
