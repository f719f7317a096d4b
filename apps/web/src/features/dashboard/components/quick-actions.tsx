import AddIcon from "@mui/icons-material/Add";
import CachedIcon from "@mui/icons-material/Cached";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { BanHistoryLink } from "./ban-history-link";

/** Quick Actions: Create Scrim, Ban History, and Clear Cache (reloads the page). */
export function QuickActions({ onClearCache }: { onClearCache: () => void }) {
  return (
    <Paper
      component="section"
      aria-label="Quick Actions"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2.5 } }}
    >
      <Typography variant="h6" component="h2" sx={{ fontSize: "1.05rem", mb: 1.5 }}>
        Quick Actions
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 1.5 }}>
        <Button variant="contained" startIcon={<AddIcon />} component={Link} to={paths.newScrim}>
          Create Scrim
        </Button>
        <BanHistoryLink label="Ban History" />
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<CachedIcon />}
          onClick={onClearCache}
        >
          Clear Cache
        </Button>
      </Stack>
    </Paper>
  );
}
