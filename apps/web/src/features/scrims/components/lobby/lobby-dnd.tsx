import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import type {
  Announcements,
  CollisionDetection,
  DragEndEvent,
  DragStartEvent,
} from "@dnd-kit/core";
import dragPaths from "@mui/icons-material/DragIndicatorRounded?paths";
import { TEAM_LABELS } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto, Seat } from "@scrims/shared/scrims/scrims.schema";
import type { ReactNode } from "react";
import { useState } from "react";
import { Icon } from "@/components/icon";
import { useViewer } from "@/lib/session";
import { centreWithin, seatKeyboardCoordinates } from "../../utils/seat-keyboard-coordinates";
import { SeatDndContext, type SeatDndProps } from "./seat-dnd";
import { useSeatActions } from "./use-seat-actions";

type SeatData = { seat: Seat; name?: string };

const seatOf = (data: unknown): SeatData | undefined =>
  data && typeof data === "object" && "seat" in data ? (data as SeatData) : undefined;

const seatName = (seat: Seat) => `${TEAM_LABELS[seat.team]} ${seat.role}`;

/**
 * A pointer drops where it is; the keyboard (no pointer) drops on the seat it jumped to, and on
 * nothing before the first arrow key (so Space, Space does not move anyone).
 */
const collisionDetection: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    return pointerWithin(args);
  }
  const droppableContainers = args.droppableContainers.filter((container) => {
    const rect = args.droppableRects.get(container.id);
    return rect !== undefined && centreWithin(args.collisionRect, rect);
  });
  return closestCenter({ ...args, droppableContainers });
};

const screenReaderInstructions = {
  draggable:
    "To move this player, press Space or Enter, use the arrow keys to pick a seat, then press Space or Enter to drop it there, or Escape to cancel.",
};

/** One seat as a drop target and, when it may be dragged, a draggable by its handle. */
function SeatDnd({ id, seat, name, dropDisabled, dragDisabled, children }: SeatDndProps) {
  const drop = useDroppable({ id, data: { seat }, disabled: dropDisabled });
  const drag = useDraggable({ id, data: { seat, name }, disabled: dragDisabled });
  return children({
    setNodeRef: (node) => {
      drop.setNodeRef(node);
      drag.setNodeRef(node);
    },
    isOver: drop.isOver,
    isDragging: drag.isDragging,
    setHandleRef: drag.setActivatorNodeRef,
    handleProps: { ...drag.attributes, ...drag.listeners },
  });
}

/**
 * Drag and drop between seats (@dnd-kit, pointer and keyboard). Admins may drop a player on any
 * seat (a swap, or a move to an empty one); a player may drag himself to an empty seat. The server
 * decides: `swap-players {from, to}`. Loaded lazily (scrim-lobby.tsx) where a drag is offered.
 */
export function LobbyDnd({ scrim, children }: { scrim: ScrimDto; children: ReactNode }) {
  const viewer = useViewer();
  const { swap } = useSeatActions(scrim, viewer._id);
  const [dragged, setDragged] = useState<SeatData | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: seatKeyboardCoordinates }),
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const data = seatOf(active.data.current);
      return data ? `Picked up ${data.name ?? "player"} from ${seatName(data.seat)}.` : undefined;
    },
    onDragOver: ({ over }) => {
      const target = seatOf(over?.data.current);
      return target ? `Over ${seatName(target.seat)}.` : "Not over a seat.";
    },
    onDragEnd: ({ over }) => {
      const target = seatOf(over?.data.current);
      return target ? `Dropped on ${seatName(target.seat)}.` : "Dropped outside the seats.";
    },
    onDragCancel: () => "Move cancelled.",
  };

  const handleDragStart = ({ active }: DragStartEvent) => {
    setDragged(seatOf(active.data.current) ?? null);
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const from = seatOf(active.data.current)?.seat;
    const to = seatOf(over?.data.current)?.seat;
    if (!from || !to || (from.team === to.team && from.role === to.role)) {
      return;
    }
    swap(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <SeatDndContext.Provider value={SeatDnd}>{children}</SeatDndContext.Provider>
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <div className="lobby-dnd__overlay">
            <Icon paths={dragPaths} className="icon--small" />
            {dragged.name}
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
