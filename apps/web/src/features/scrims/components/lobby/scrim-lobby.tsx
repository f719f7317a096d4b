import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { Suspense, lazy, useState } from "react";
import { NARROW_SCREEN, useMediaQuery } from "@/hooks/use-media-query";
import { useViewer } from "@/lib/session";
import { offersSeatDrag } from "../../utils/scrim-state";
import { SeatRemovalConfirmation } from "./seat-removal-confirmation";
import { ScrimInfoBox } from "./scrim-info-box";
import { TeamRoster } from "./team-roster";
import "./lobby.css";

// @dnd-kit comes with it: fetched only by a lobby that offers a drag, never on the first load.
const LobbyDnd = lazy(() => import("./lobby-dnd").then((module) => ({ default: module.LobbyDnd })));

/**
 * Blue Side | info box | Red Side on wide screens; on phones the info box comes first, then the
 * two teams. Drag and drop wraps the lobby once it offers a drag (an admin, or a seated player, on
 * a wide screen), and stays: dropping it would mount the lobby afresh.
 */
export function ScrimLobby({ scrim, inList = false }: { scrim: ScrimDto; inList?: boolean }) {
  const viewer = useViewer();
  const isNarrow = useMediaQuery(NARROW_SCREEN);
  const [withDnd, setWithDnd] = useState(false);
  if (!withDnd && !isNarrow && offersSeatDrag(scrim, viewer)) {
    setWithDnd(true);
  }

  const lobby = (
    <div className="scrim-lobby">
      <div className="scrim-lobby__blue">
        <TeamRoster scrim={scrim} team="teamOne" inList={inList} />
      </div>
      <div className="scrim-lobby__info">
        <ScrimInfoBox scrim={scrim} />
      </div>
      <div className="scrim-lobby__red">
        <TeamRoster scrim={scrim} team="teamTwo" inList={inList} />
      </div>
    </div>
  );

  return (
    <SeatRemovalConfirmation scrim={scrim}>
      {withDnd ? (
        <Suspense fallback={lobby}>
          <LobbyDnd scrim={scrim}>{lobby}</LobbyDnd>
        </Suspense>
      ) : (
        lobby
      )}
    </SeatRemovalConfirmation>
  );
}
