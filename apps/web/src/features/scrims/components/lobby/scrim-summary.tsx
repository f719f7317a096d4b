import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { TEAM_LABELS, TEAM_SIZE, TEAMS } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { teamOf } from "../../utils/scrim-state";
import { TEAM_COLORS } from "../../utils/team-style";
import { ScrimBanner } from "./scrim-banner";

/**
 * The collapsed card: the banner and how full each team is. On phones the banner has its own line
 * and the Blue and Red bars share the next one in two equal columns; wider, all three sit in a row.
 */
export function ScrimSummary({ scrim }: { scrim: ScrimDto }) {
  return (
    <Box
      sx={{
        display: "grid",
        gridTemplateColumns: {
          xs: "repeat(2, minmax(0, 1fr))",
          sm: "auto repeat(2, minmax(0, 1fr))",
        },
        alignItems: "center",
        columnGap: { xs: 2, sm: 3 },
        rowGap: 1.25,
      }}
    >
      <Box sx={{ gridColumn: { xs: "1 / -1", sm: "auto" }, justifySelf: "start" }}>
        <ScrimBanner scrim={scrim} size="small" />
      </Box>
      {TEAMS.map((team) => {
        const count = teamOf(scrim, team).length;
        return (
          <Box key={team} sx={{ minWidth: 0 }}>
            <Box sx={{ display: "flex", justifyContent: "space-between", mb: 0.5 }}>
              <Typography variant="caption" sx={{ color: TEAM_COLORS[team], fontWeight: 700 }}>
                {TEAM_LABELS[team]}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {count}/{TEAM_SIZE}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={(count / TEAM_SIZE) * 100}
              aria-label={`${TEAM_LABELS[team]}: ${count} of ${TEAM_SIZE} players`}
              sx={{
                height: 6,
                borderRadius: 3,
                bgcolor: "rgba(255, 255, 255, 0.08)",
                "& .MuiLinearProgress-bar": { bgcolor: TEAM_COLORS[team], borderRadius: 3 },
              }}
            />
          </Box>
        );
      })}
    </Box>
  );
}
