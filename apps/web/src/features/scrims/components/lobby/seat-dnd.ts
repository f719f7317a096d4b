import type { Seat } from "@scrims/shared/scrims/scrims.schema";
import type { ComponentType, ReactNode } from "react";
import { createContext } from "react";

/** What a seat row needs from drag and drop: its node, the handle, and the drag's state. */
export type SeatDndState = {
  setNodeRef?: (node: HTMLElement | null) => void;
  isOver: boolean;
  isDragging: boolean;
  setHandleRef?: (node: HTMLElement | null) => void;
  /** The handle's attributes and listeners (role, tabindex, aria-*, pointer and key down). */
  handleProps: object;
};

export type SeatDndProps = {
  id: string;
  seat: Seat;
  name: string | undefined;
  dropDisabled: boolean;
  dragDisabled: boolean;
  children: (dnd: SeatDndState) => ReactNode;
};

/** A lobby without drag and drop (nobody may drag, or it is still loading): a plain row. */
export const NO_SEAT_DND: SeatDndState = { isOver: false, isDragging: false, handleProps: {} };

/**
 * The seat wrapper of the lobby's drag and drop, set by lobby-dnd.tsx once it is loaded. Through
 * this context the seat rows never import @dnd-kit themselves: it stays off the first load, and
 * only lobbies that offer a drag fetch it.
 */
export const SeatDndContext = createContext<ComponentType<SeatDndProps> | null>(null);
