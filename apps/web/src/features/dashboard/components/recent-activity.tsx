import GavelIcon from "@mui/icons-material/Gavel";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import SportsEsportsIcon from "@mui/icons-material/SportsEsports";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import type { ActivityDto, ActivityType } from "@scrims/shared/dashboard/dashboard.schema";
import dayjs from "dayjs";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { ACTIVITY_CHIP_COLORS } from "../utils/statuses";
import { ChartCard } from "./chart-card";

export const NO_ACTIVITY_TEXT = "No recent activities found";
/** The list's height (part 2: 400 px, scrolling). */
export const PANEL_HEIGHT = 400;

const ICONS: Record<ActivityType, { icon: ReactNode; color: string }> = {
  scrim: { icon: <SportsEsportsIcon />, color: "#4CAF50" },
  user: { icon: <PersonAddIcon />, color: "#2196F3" },
  ban: { icon: <GavelIcon />, color: "#F44336" },
};

/** Where an activity leads: the scrim, or the player's profile. */
function activityTarget(activity: ActivityDto): string | null {
  const { scrimId, userName, region } = activity.details;
  if (activity.type === "scrim") {
    return scrimId ? paths.scrim(scrimId) : null;
  }
  return userName ? paths.user(userName, region ?? undefined) : null;
}

function ActivityItem({ activity }: { activity: ActivityDto }) {
  const navigate = useNavigate();
  const target = activityTarget(activity);
  const { region, rank } = activity.details;
  const when = [dayjs(activity.timestamp).format("MM/DD/YYYY hh:mm A"), region, rank]
    .filter(Boolean)
    .join(" · ");
  const { icon, color } = ICONS[activity.type];
  // The button sits in a list item: a list holds items only (axe's list rule).
  return (
    <ListItem disablePadding>
      <ListItemButton
        disabled={!target}
        onClick={() => target && navigate(target)}
        sx={{ borderRadius: 2, gap: 1, alignItems: "flex-start", px: { xs: 1, sm: 1.5 } }}
      >
        <ListItemIcon sx={{ minWidth: 0, mt: 0.75, color }} aria-label={activity.type}>
          {icon}
        </ListItemIcon>
        <ListItemText
          primary={activity.description}
          secondary={when}
          slotProps={{
            primary: { sx: { fontSize: "0.9rem", overflowWrap: "anywhere" } },
            secondary: { sx: { fontSize: "0.75rem" } },
          }}
        />
        <Chip
          size="small"
          label={activity.status}
          color={ACTIVITY_CHIP_COLORS[activity.status]}
          variant="outlined"
          sx={{ mt: 0.5, textTransform: "capitalize" }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** Recent Activity: the latest scrims, registrations and bans, in a 400 px scrolling list. */
export function RecentActivity({
  activities,
  loading,
}: {
  activities: ActivityDto[];
  loading: boolean;
}) {
  let body: ReactNode;
  if (loading) {
    body = (
      <Box sx={{ height: "100%", display: "grid", placeItems: "center" }}>
        <CircularProgress aria-label="Loading activity" />
      </Box>
    );
  } else if (activities.length === 0) {
    body = (
      <Box sx={{ height: "100%", display: "grid", placeItems: "center" }}>
        <Typography color="text.secondary">{NO_ACTIVITY_TEXT}</Typography>
      </Box>
    );
  } else {
    body = (
      <List disablePadding sx={{ height: "100%", overflowY: "auto", pr: 0.5 }}>
        {activities.map((activity) => (
          <ActivityItem
            key={`${activity.type}-${activity.status}-${activity.timestamp}-${activity.details.userId ?? ""}-${activity.details.scrimId ?? ""}`}
            activity={activity}
          />
        ))}
      </List>
    );
  }
  return (
    <ChartCard title="Recent Activity" height={PANEL_HEIGHT}>
      {body}
    </ChartCard>
  );
}
