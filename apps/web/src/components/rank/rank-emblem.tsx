import MilitaryTechRoundedIcon from "@mui/icons-material/MilitaryTechRounded";
import Box from "@mui/material/Box";
import { alpha } from "@mui/material/styles";
import { rankColor } from "./rank-colors";

type RankEmblemProps = {
  /** A rank as stored: 'Gold 2', 'Master', 'Unranked'. */
  rank: string;
  /** Diameter in pixels. */
  size?: number;
};

/** A round medal tinted with the division's colour (drawn here, no image assets). */
export function RankEmblem({ rank, size = 40 }: RankEmblemProps) {
  const color = rankColor(rank);
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: "50%",
        display: "grid",
        placeItems: "center",
        color,
        border: `2px solid ${alpha(color, 0.7)}`,
        background: `radial-gradient(circle at 30% 25%, ${alpha(color, 0.45)}, ${alpha(color, 0.08)} 70%)`,
        boxShadow: `0 0 ${Math.round(size / 3)}px ${alpha(color, 0.25)}`,
      }}
    >
      <MilitaryTechRoundedIcon sx={{ fontSize: size * 0.6 }} />
    </Box>
  );
}
