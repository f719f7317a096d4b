import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { ROLES, TEAM_LABELS, TEAM_SIZE } from "@scrims/shared/scrims/scrims.constants";
import type { TeamName } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { useId } from "react";
import { playerAt, teamOf } from "../../utils/scrim-state";
import { LOSS_COLOR, TEAM_COLORS, WIN_COLOR } from "../../utils/team-style";
import { SeatRow } from "./seat-row";

const TEAM_SUBTITLES: Record<TeamName, string> = { teamOne: "Team One", teamTwo: "Team Two" };

type TeamRosterProps = {
  scrim: ScrimDto;
  team: TeamName;
  /** In a hub list: names are cut at 12 characters. */
  inList?: boolean;
};

/** One team's five roles, Top to Support. */
export function TeamRoster({ scrim, team, inList = false }: TeamRosterProps) {
  const headingId = useId();
  const count = teamOf(scrim, team).length;
  const result = scrim.teamWon ? (scrim.teamWon === team ? "Victory" : "Defeat") : null;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1.25 }}>
        <Box
          aria-hidden="true"
          sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: TEAM_COLORS[team] }}
        />
        <Typography
          id={headingId}
          // One level under the card's title: h3 in the hub's lists, h1 on the scrim page.
          component={inList ? "h4" : "h2"}
          sx={{ fontWeight: 800, letterSpacing: "0.04em", color: TEAM_COLORS[team] }}
        >
          {TEAM_LABELS[team]}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {TEAM_SUBTITLES[team]}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {result ? (
          <Chip
            size="small"
            label={result}
            sx={{
              fontWeight: 700,
              color: "#fff",
              bgcolor: result === "Victory" ? WIN_COLOR : LOSS_COLOR,
            }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {count}/{TEAM_SIZE}
          </Typography>
        )}
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: "none",
          m: 0,
          p: 0,
          display: "grid",
          gridTemplateColumns: "minmax(0, 1fr)",
          gap: 1,
        }}
      >
        {ROLES.map((role) => (
          <SeatRow
            key={role}
            scrim={scrim}
            seat={{ team, role }}
            player={playerAt(scrim, { team, role })}
            inList={inList}
          />
        ))}
      </Box>
    </Box>
  );
}
