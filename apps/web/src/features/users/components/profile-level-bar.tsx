import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { ProfileStats } from "../utils/profile-stats";
import { formatExp } from "../utils/profile-stats";

type ProfileLevelBarProps = {
  /** Undefined while the record loads (`pending`) or when it could not be loaded. */
  stats: ProfileStats | undefined;
  pending?: boolean;
};

/** 'Level N' with the EXP earned towards the next level, and the total. */
export function ProfileLevelBar({ stats, pending = false }: ProfileLevelBarProps) {
  if (!stats) {
    return (
      <Box aria-busy={pending || undefined}>
        <Box sx={{ display: "flex", justifyContent: "space-between", mb: 0.75 }}>
          <Typography sx={{ fontWeight: 700 }}>
            {pending ? <Skeleton width={70} /> : "Level —"}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {pending ? <Skeleton width={60} /> : "EXP —"}
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={0}
          aria-label="Level not loaded"
          sx={{ height: 8, borderRadius: 99, bgcolor: "rgba(255, 255, 255, 0.08)" }}
        />
      </Box>
    );
  }

  const exp = `EXP ${formatExp(stats.expProgress)}/${formatExp(stats.expNeeded)}`;
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
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }}>
        {formatExp(stats.userExp)} EXP in total
      </Typography>
    </Box>
  );
}
