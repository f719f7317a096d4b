import RefreshIcon from "@mui/icons-material/Refresh";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageTitle } from "@/components/page-title";

type DashboardHeaderProps = {
  adminName: string;
  refreshing: boolean;
  onRefresh: () => void;
};

/** 'Admin Dashboard', a welcome line for the admin, and the refresh button. */
export function DashboardHeader({ adminName, refreshing, onRefresh }: DashboardHeaderProps) {
  return (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      sx={{ justifyContent: "space-between", alignItems: { sm: "flex-end" }, gap: 2, mb: 3 }}
    >
      <Box>
        <PageTitle>Admin Dashboard</PageTitle>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Welcome back, {adminName}. Here is how Scrims is doing today.
        </Typography>
      </Box>
      <Button
        variant="outlined"
        startIcon={<RefreshIcon />}
        onClick={onRefresh}
        disabled={refreshing}
        sx={{ alignSelf: { xs: "flex-start", sm: "auto" } }}
      >
        {refreshing ? "Refreshing..." : "Refresh"}
      </Button>
    </Stack>
  );
}
