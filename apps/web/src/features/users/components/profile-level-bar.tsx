import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import type { ProfileStats } from "../utils/profile-stats";

/** 'Level N' with the EXP earned towards the next level. */
export function ProfileLevelBar({ stats }: { stats: ProfileStats }) {
  const exp = `EXP ${stats.expProgress}/${stats.expNeeded}`;
  return (
    <Box>
      <Box
        sx={{ display: "flex", justifyContent: "space-between", alignItems: "baseline", mb: 0.75 }}
      >
        <Typography sx={{ fontWeight: 700 }}>Level {stats.userLevel}</Typography>
        <Typography variant="body2" color="text.secondary">
          {exp}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={stats.expProgressPercent}
        aria-label={`Level ${stats.userLevel}, ${exp}`}
        sx={{
          height: 8,
          borderRadius: 99,
          bgcolor: "rgba(255, 255, 255, 0.08)",
          "& .MuiLinearProgress-bar": {
            borderRadius: 99,
            background: "linear-gradient(90deg, #1976d2, #64b5f6)",
          },
        }}
      />
    </Box>
  );
}
