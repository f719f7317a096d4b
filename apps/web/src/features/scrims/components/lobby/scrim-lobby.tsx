import Box from "@mui/material/Box";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { LobbyDnd } from "./lobby-dnd";
import { ScrimInfoBox } from "./scrim-info-box";
import { TeamRoster } from "./team-roster";

/**
 * Blue Side | info box | Red Side on wide screens; on phones the info box comes first, then the
 * two teams.
 */
export function ScrimLobby({ scrim, inList = false }: { scrim: ScrimDto; inList?: boolean }) {
  return (
    <LobbyDnd scrim={scrim}>
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
    </LobbyDnd>
  );
}
