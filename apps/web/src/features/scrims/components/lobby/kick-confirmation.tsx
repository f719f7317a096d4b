import type { ScrimDto, ScrimPlayerDto, Seat } from "@scrims/shared/scrims/scrims.schema";
import type { ReactNode } from "react";
import { Suspense, createContext, useCallback, useContext, useState } from "react";
import { lazyThemed } from "@/theme/lazy-themed";

const KickPlayerDialog = lazyThemed(() =>
  import("./kick-player-dialog").then((m) => m.KickPlayerDialog),
);

type KickTarget = { player: ScrimPlayerDto; seat: Seat };

/** Opens the kick confirmation for the player in a seat (an admin's Kick button). */
const KickContext = createContext<(target: KickTarget) => void>(() => {});

export const useOpenKick = () => useContext(KickContext);

/** Starts loading the confirmation's code (on hover or focus of a Kick button). */
export const preloadKickConfirmation = () => KickPlayerDialog.preload();

/**
 * The lobby's one kick confirmation, held above the seat rows: they are drawn anew when drag and
 * drop arrives (it wraps the lobby then), and an open confirmation must not close with them.
 */
export function KickConfirmation({ scrim, children }: { scrim: ScrimDto; children: ReactNode }) {
  const [target, setTarget] = useState<KickTarget | null>(null);
  const close = useCallback(() => setTarget(null), []);
  const seated = target
    ? scrim[target.seat.team].find((p) => p.role === target.seat.role)
    : undefined;
  return (
    <KickContext value={setTarget}>
      {children}
      {target && (
        <Suspense fallback={null}>
          <KickPlayerDialog
            scrimId={scrim._id}
            player={target.player}
            stillSeated={seated?._user._id === target.player._user._id}
            onClose={close}
          />
        </Suspense>
      )}
    </KickContext>
  );
}
