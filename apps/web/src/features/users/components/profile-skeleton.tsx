import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";

/** The profile's shape while it loads, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label="Loading profile"
      sx={{
        display: "grid",
        gap: 3,
        gridTemplateColumns: { xs: "1fr", md: "380px minmax(0, 1fr)" },
      }}
    >
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Box sx={{ display: "flex", gap: 2, alignItems: "center" }}>
          <Skeleton variant="circular" width={72} height={72} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="70%" height={32} />
            <Skeleton width="45%" />
          </Box>
        </Box>
        <Skeleton variant="rounded" height={8} sx={{ mt: 4 }} />
        <Skeleton variant="rounded" height={64} sx={{ mt: 3 }} />
        <Skeleton width="60%" sx={{ mt: 3 }} />
        <Skeleton width="50%" />
      </Paper>
      <Box sx={{ display: "grid", gap: 3, alignContent: "start" }}>
        <Skeleton variant="rounded" height={200} />
        <Skeleton variant="rounded" height={200} />
      </Box>
    </Box>
  );
}
