import Box from "@mui/material/Box";
import { alpha } from "@mui/material/styles";
import { rankColor } from "./rank-colors";
import { RankEmblem } from "./rank-emblem";

/** A compact pill with the rank's emblem and text, e.g. 'Gold 2'. */
export function RankBadge({ rank }: { rank: string }) {
  const color = rankColor(rank);
  return (
    <Box
      component="span"
      sx={{
        display: "inline-flex",
        alignItems: "center",
        gap: 0.75,
        py: 0.25,
        pl: 0.25,
        pr: 1.25,
        borderRadius: 99,
        border: `1px solid ${alpha(color, 0.45)}`,
        bgcolor: alpha(color, 0.1),
        fontWeight: 600,
        fontSize: "0.875rem",
        lineHeight: 1.6,
        whiteSpace: "nowrap",
      }}
    >
      <RankEmblem rank={rank} size={22} />
      {rank}
    </Box>
  );
}
