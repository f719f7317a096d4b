import SearchOffRoundedIcon from "@mui/icons-material/SearchOffRounded";
import Box from "@mui/material/Box";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";

export const HUB_EMPTY_HINT =
  "Use the Region dropdown or the Scrims Date filter to find more scrims";

/** No scrims at all for the chosen day and region. */
export function HubEmptyState({ region }: { region: string }) {
  return (
    <Tooltip title={HUB_EMPTY_HINT} placement="top" describeChild>
      <Box
        tabIndex={0}
        sx={{
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          textAlign: "center",
          gap: 1,
          py: { xs: 5, sm: 7 },
          px: 2,
          borderRadius: 3,
          border: "1px dashed",
          borderColor: "rgba(255, 255, 255, 0.16)",
          bgcolor: "rgba(21, 27, 36, 0.5)",
          outline: "none",
          "&:focus-visible": { borderColor: "primary.main" },
        }}
      >
        <SearchOffRoundedIcon sx={{ fontSize: 44, color: "text.secondary", opacity: 0.7 }} />
        <Typography variant="h6" component="p">
          No scrims found in {region}
        </Typography>
        <Typography color="text.secondary">
          Try changing your filters or check back later
        </Typography>
      </Box>
    </Tooltip>
  );
}
