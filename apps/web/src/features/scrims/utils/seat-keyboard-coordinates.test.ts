import type { KeyboardCoordinateGetter } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { centreWithin, seatKeyboardCoordinates } from "./seat-keyboard-coordinates";

type Args = Parameters<KeyboardCoordinateGetter>[1];
const rect = (left: number, top: number, width = 400, height = 60) => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

// Blue Side seats at x 0–400, Red Side at x 700–1100, rows 70 px apart.
const seats = new Map(
  ["teamOne", "teamTwo"].flatMap((team, column) =>
    ["Top", "Jungle", "Mid"].map(
      (role, row) => [`seat:${team}:${role}`, rect(column * 700, row * 70)] as const,
    ),
  ),
);

function press(code: string, overId: string | null, enabled = [...seats.keys()]) {
  const args = {
    active: "seat:teamOne:Mid",
    currentCoordinates: { x: 0, y: 0 },
    context: {
      collisionRect: rect(0, 140, 150, 40),
      droppableRects: seats,
      droppableContainers: { getEnabled: () => enabled.map((id) => ({ id })) },
      over: overId ? { id: overId } : null,
      activeNode: null,
    },
  } as unknown as Args;
  return seatKeyboardCoordinates(new KeyboardEvent("keydown", { code }), args);
}

describe("seatKeyboardCoordinates", () => {
  it("jumps to the seat across (right) and to the one above (up), centring the overlay on it", () => {
    expect(press("ArrowRight", "seat:teamOne:Mid")).toEqual({ x: 825, y: 150 });
    expect(press("ArrowUp", "seat:teamOne:Mid")).toEqual({ x: 125, y: 80 });
  });

  it("skips seats that are not drop targets and stops at the edge", () => {
    expect(press("ArrowUp", "seat:teamOne:Mid", ["seat:teamOne:Top", "seat:teamOne:Mid"])).toEqual({
      x: 125,
      y: 10,
    });
    expect(press("ArrowLeft", "seat:teamOne:Mid")).toBeUndefined();
    expect(press("KeyA", "seat:teamOne:Mid")).toBeUndefined();
  });

  it("tells whether a rectangle's centre is inside another", () => {
    expect(centreWithin(rect(0, 140, 150, 40), rect(0, 140))).toBe(true);
    expect(centreWithin(rect(0, 140, 150, 40), rect(700, 140))).toBe(false);
  });
});
