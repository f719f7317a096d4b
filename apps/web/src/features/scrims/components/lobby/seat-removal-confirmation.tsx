import type { ScrimDto, ScrimPlayerDto, Seat } from "@scrims/shared/scrims/scrims.schema";
import type { ReactNode } from "react";
import { Suspense, createContext, useCallback, useContext, useState } from "react";
import { lazyThemed } from "@/theme/lazy-themed";

const RemovePlayerDialog = lazyThemed(() =>
  import("./remove-player-dialog").then((m) => m.RemovePlayerDialog),
);

/** A seat to empty: an admin kicks its player, or the viewer leaves it (`leave`). */
export type SeatRemoval = { player: ScrimPlayerDto; seat: Seat; leave?: boolean };

/** Opens the confirmation of a kick (an admin's Kick) or of a leave (the viewer's Leave). */
const RemovalContext = createContext<(removal: SeatRemoval) => void>(() => {});

export const useConfirmSeatRemoval = () => useContext(RemovalContext);

/**
 * The lobby's one kick and leave confirmation, held above the seat rows: they are drawn anew when
 * drag and drop arrives (it wraps the lobby then), and an open confirmation must not close with
 * them.
 */
export function SeatRemovalConfirmation({
  scrim,
  children,
}: {
  scrim: ScrimDto;
  children: ReactNode;
}) {
  const [removal, setRemoval] = useState<SeatRemoval | null>(null);
  const close = useCallback(() => setRemoval(null), []);
  const seated = removal
    ? scrim[removal.seat.team].find((p) => p.role === removal.seat.role)
    : undefined;
  return (
    <RemovalContext value={setRemoval}>
      {children}
      {removal && (
        <Suspense fallback={null}>
          <RemovePlayerDialog
            scrimId={scrim._id}
            player={removal.player}
            leave={removal.leave ?? false}
            stillSeated={seated?._user._id === removal.player._user._id}
            onClose={close}
          />
        </Suspense>
      )}
    </RemovalContext>
  );
}
