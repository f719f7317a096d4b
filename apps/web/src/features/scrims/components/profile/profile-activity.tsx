import InsightsRoundedIcon from "@mui/icons-material/InsightsRounded";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { lastMonths } from "@scrims/shared/scrims/activity.rules";
import { ACTIVITY_MONTHS_MAX, type ActivityFilter } from "@scrims/shared/scrims/activity.schema";
import dayjs from "dayjs";
import { Suspense, lazy, useId, useState } from "react";
import { LoadErrorAlert } from "@/components/errors/load-error-alert";
import {
  DEFAULT_RANGE_MONTHS,
  NO_RANGE,
  isCustomRangeActive,
  type CustomRange,
} from "@/components/charts/month-range";
import { MonthRangeControls } from "@/components/charts/month-range-controls";
import { viewerTimeZone } from "@/utils/time-zone";
import { useUserActivity } from "../../api/get-user-activity";
import { ACTIVITY_FILTER_OPTIONS, gamesText } from "../../utils/activity";
import { panelSx } from "./profile-scrims-section";

// recharts is a large chunk of its own: the profile paints without it, the chart follows.
const ActivityChart = lazy(() =>
  import("./activity-chart").then((module) => ({ default: module.ActivityChart })),
);

const CHART_HEIGHT = { xs: 200, sm: 240 };

const monthName = (month: string) => dayjs(`${month}-01`).format("MMM YYYY");

function ChartPlaceholder({ label }: { label: string }) {
  return <Skeleton variant="rounded" role="status" aria-label={label} sx={{ height: "100%" }} />;
}

/**
 * The profile's activity chart: the player's games per month, in the viewer's time zone, over
 * the last 3, 6 (default) or 12 months or a custom range, all of them or those played or casted.
 */
export function ProfileActivity({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const headingId = useId();
  const [months, setMonths] = useState(DEFAULT_RANGE_MONTHS);
  const [custom, setCustom] = useState<CustomRange>(NO_RANGE);
  const [filter, setFilter] = useState<ActivityFilter>("all");
  const [tz] = useState(viewerTimeZone);
  const customActive = isCustomRangeActive(custom, ACTIVITY_MONTHS_MAX);
  const range = customActive ? custom : lastMonths(months, new Date(), tz);
  const activity = useUserActivity(userId, { ...range, filter, tz });
  const shown = activity.data;
  const rangeText = customActive
    ? `${monthName(range.from)} – ${monthName(range.to)}`
    : `the last ${months} months`;

  let body;
  if (!shown) {
    body = activity.isError ? (
      <LoadErrorAlert variant="outlined" onRetry={() => void activity.refetch()}>
        Could not load the activity.
      </LoadErrorAlert>
    ) : (
      <ChartPlaceholder label="Loading activity" />
    );
  } else if (shown.total === 0) {
    body = (
      <Box
        sx={{
          height: "100%",
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          justifyContent: "center",
          textAlign: "center",
          gap: 1,
          px: 2,
          borderRadius: 2,
          border: "1px dashed",
          borderColor: "rgba(255, 255, 255, 0.16)",
        }}
      >
        <InsightsRoundedIcon sx={{ fontSize: 36, color: "text.secondary", opacity: 0.7 }} />
        <Typography sx={{ fontWeight: 600 }}>No games in {rangeText}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
          {isOwner
            ? "Games you play or cast show here, month by month."
            : "Games played or casted show here, month by month."}
        </Typography>
      </Box>
    );
  } else {
    body = (
      <Suspense fallback={<ChartPlaceholder label="Loading the chart" />}>
        <ActivityChart months={shown.months} filter={shown.filter} />
      </Suspense>
    );
  }

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={panelSx}>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "baseline",
          justifyContent: "space-between",
          gap: 1,
          mb: 1.5,
        }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          Activity
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {shown ? `${gamesText(shown.total)} in ${rangeText}` : ""}
        </Typography>
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mb: 2, alignItems: "flex-start" }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Show"
          value={filter}
          onChange={(_event, value: ActivityFilter | null) => value && setFilter(value)}
        >
          {ACTIVITY_FILTER_OPTIONS.map((option) => (
            <ToggleButton key={option.value} value={option.value} sx={{ px: 1.5, py: 0.5 }}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <MonthRangeControls
          months={months}
          custom={custom}
          onMonthsChange={setMonths}
          onCustomChange={setCustom}
          maxMonths={ACTIVITY_MONTHS_MAX}
        />
      </Box>
      <Box
        aria-busy={activity.isFetching}
        sx={{
          height: CHART_HEIGHT,
          minWidth: 0,
          // A new range or filter: the old bars stay, dimmed, until its answer.
          opacity: activity.isPlaceholderData ? 0.6 : 1,
          transition: "opacity 150ms",
        }}
      >
        {body}
      </Box>
    </Paper>
  );
}
