import Box from "@mui/material/Box";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import type { ScrimGroups } from "../../utils/group-scrims";

const TILES = [
  { key: "current", label: "Playing Now", color: "#4caf50" },
  { key: "upcoming", label: "Upcoming", color: "#2196F3" },
  { key: "previous", label: "Completed", color: "#9e9e9e" },
] as const;

/** How many scrims of the day are playing now, still to come and done. */
export function HubCountTiles({ groups }: { groups: ScrimGroups }) {
  return (
    <Box
      component="ul"
      aria-label="Scrim counts"
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
        gap: { xs: 1, sm: 2 },
      }}
    >
      {TILES.map(({ key, label, color }) => (
        <Box
          component="li"
          key={key}
          aria-label={`${label}: ${groups[key].length}`}
          sx={{
            px: { xs: 1, sm: 2.5 },
            py: { xs: 1.5, sm: 2 },
            borderRadius: 2,
            border: 1,
            borderColor: alpha(color, 0.35),
            background: `linear-gradient(160deg, ${alpha(color, 0.16)}, ${alpha(color, 0.03)})`,
            textAlign: { xs: "center", sm: "left" },
          }}
        >
          <Typography
            component="p"
            sx={{ fontSize: { xs: "1.5rem", sm: "2rem" }, fontWeight: 700, lineHeight: 1.1, color }}
          >
            {groups[key].length}
          </Typography>
          <Typography
            component="p"
            variant="body2"
            color="text.secondary"
            sx={{ fontWeight: 600, fontSize: { xs: "0.75rem", sm: "0.875rem" } }}
          >
            {label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
