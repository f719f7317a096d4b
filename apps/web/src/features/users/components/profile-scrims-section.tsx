import EventNoteRoundedIcon from "@mui/icons-material/EventNoteRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { Link as RouterLink } from "react-router";
import { paths } from "@/config/paths";

type ProfileScrimsSectionProps = {
  title: string;
  /** Says what will be listed here. */
  emptyText: string;
  /** Offers the Scrims Hub (on the player's own profile). */
  showHubLink?: boolean;
};

/**
 * A list of the player's scrims. Scrims are not live yet, so it is always the empty state; the
 * list (sorting, filters, 300px scroll) slots in here once they are.
 */
export function ProfileScrimsSection({ title, emptyText, showHubLink }: ProfileScrimsSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: { xs: 2.5, sm: 3 },
        bgcolor: "rgba(21, 27, 36, 0.72)",
        backdropFilter: "blur(12px)",
        borderColor: "rgba(255, 255, 255, 0.12)",
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 2 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          0 scrims
        </Typography>
      </Box>
      <Box
        sx={{
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          textAlign: "center",
          gap: 1,
          py: { xs: 3, sm: 4 },
          px: 2,
          borderRadius: 2,
          border: "1px dashed",
          borderColor: "rgba(255, 255, 255, 0.16)",
        }}
      >
        <EventNoteRoundedIcon sx={{ fontSize: 36, color: "text.secondary", opacity: 0.7 }} />
        <Typography sx={{ fontWeight: 600 }}>No scrims yet</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
          {emptyText}
        </Typography>
        {showHubLink && (
          <Button component={RouterLink} to={paths.scrims} size="small" sx={{ mt: 1 }}>
            Go to the Scrims Hub
          </Button>
        )}
      </Box>
    </Paper>
  );
}
