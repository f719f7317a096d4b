import Box from "@mui/material/Box";
import type { Theme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { Suspense, lazy, useState } from "react";
import { useViewer } from "@/lib/session";
import { offersSeatDrag } from "../../utils/scrim-state";
import { ScrimInfoBox } from "./scrim-info-box";
import { TeamRoster } from "./team-roster";

// @dnd-kit comes with it: fetched only by a lobby that offers a drag, never on the first load.
const LobbyDnd = lazy(() => import("./lobby-dnd").then((module) => ({ default: module.LobbyDnd })));

/**
 * Blue Side | info box | Red Side on wide screens; on phones the info box comes first, then the
 * two teams. Drag and drop wraps the lobby once it offers a drag (an admin, or a seated player, on
 * a wide screen), and stays: dropping it would mount the lobby afresh.
 */
export function ScrimLobby({ scrim, inList = false }: { scrim: ScrimDto; inList?: boolean }) {
  const viewer = useViewer();
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"), { noSsr: true });
  const [withDnd, setWithDnd] = useState(false);
  if (!withDnd && !isNarrow && offersSeatDrag(scrim, viewer)) {
    setWithDnd(true);
  }

  const lobby = (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 1fr) 270px minmax(0, 1fr)" },
        gridTemplateAreas: { xs: '"info" "blue" "red"', md: '"blue info red"' },
        alignItems: "start",
      }}
    >
      <Box sx={{ gridArea: "blue", minWidth: 0 }}>
        <TeamRoster scrim={scrim} team="teamOne" inList={inList} />
      </Box>
      <Box sx={{ gridArea: "info", minWidth: 0, pt: { md: 4.5 } }}>
        <ScrimInfoBox scrim={scrim} />
      </Box>
      <Box sx={{ gridArea: "red", minWidth: 0 }}>
        <TeamRoster scrim={scrim} team="teamTwo" inList={inList} />
      </Box>
    </Box>
  );

  if (!withDnd) {
    return lobby;
  }
  return (
    <Suspense fallback={lobby}>
      <LobbyDnd scrim={scrim}>{lobby}</LobbyDnd>
    </Suspense>
  );
}
