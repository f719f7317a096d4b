import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";

/** The shape of a lobby while it loads. */
export function ScrimCardSkeleton() {
  const team = (
    <Box sx={{ display: "grid", gap: 1 }}>
      <Skeleton width="40%" height={28} />
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={56} />
      ))}
    </Box>
  );
  return (
    <Paper
      variant="outlined"
      aria-busy="true"
      aria-label="Loading scrim"
      sx={{ p: { xs: 1.5, sm: 2.5 }, display: "grid", gap: 2, bgcolor: "rgba(21, 27, 36, 0.86)" }}
    >
      <Skeleton width="55%" height={44} />
      <Skeleton width="35%" height={24} />
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", md: "1fr 260px 1fr" },
        }}
      >
        {team}
        <Skeleton variant="rounded" height={220} sx={{ mt: { md: 4.5 } }} />
        {team}
      </Box>
    </Paper>
  );
}
