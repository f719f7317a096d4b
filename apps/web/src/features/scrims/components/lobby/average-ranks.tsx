import Box from "@mui/material/Box";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { TEAM_LABELS } from "@scrims/shared/scrims/scrims.constants";
import type { AverageRankDto } from "@scrims/shared/scrims/scrims.schema";
import { RankEmblem } from "@/components/rank/rank-emblem";
import { rankColor } from "@/components/rank/rank-colors";
import { TEAM_COLORS } from "../../utils/team-style";

const LOBBY_COLOR = "#b0bec5";

/**
 * Each team's and the whole lobby's average rank ("Avg Gold 2"), so a player sees the level of a
 * game before joining. Nothing while nobody seated has a rank.
 */
export function AverageRanks({ averageRank }: { averageRank: AverageRankDto }) {
  if (!averageRank.lobby) {
    return null;
  }
  const items = [
    {
      key: "teamOne",
      name: TEAM_LABELS.teamOne,
      color: TEAM_COLORS.teamOne,
      average: averageRank.teamOne,
    },
    { key: "lobby", name: "Lobby", color: LOBBY_COLOR, average: averageRank.lobby },
    {
      key: "teamTwo",
      name: TEAM_LABELS.teamTwo,
      color: TEAM_COLORS.teamTwo,
      average: averageRank.teamTwo,
    },
  ];
  return (
    <Box
      component="ul"
      aria-label="Average ranks"
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "flex",
        flexWrap: "wrap",
        gap: 1,
      }}
    >
      {items.map(({ key, name, color, average }) => {
        const label = average?.label ?? "Unranked";
        return (
          <Box
            component="li"
            key={key}
            aria-label={`${name} average rank: ${average ? label : "no ranked players"}`}
            sx={{
              display: "flex",
              alignItems: "center",
              gap: 0.75,
              pl: 0.5,
              pr: 1.25,
              py: 0.25,
              borderRadius: 999,
              border: `1px solid ${alpha(color, 0.4)}`,
              bgcolor: alpha(color, 0.08),
            }}
          >
            <RankEmblem rank={label} size={20} />
            <Typography
              variant="caption"
              aria-hidden="true"
              sx={{ color, fontWeight: 700, whiteSpace: "nowrap" }}
            >
              {name}
            </Typography>
            <Typography
              variant="caption"
              aria-hidden="true"
              sx={{ whiteSpace: "nowrap", color: average ? rankColor(label) : "text.secondary" }}
            >
              {average ? `Avg ${label}` : "Avg —"}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
