import EventRoundedIcon from "@mui/icons-material/EventRounded";
import LockRoundedIcon from "@mui/icons-material/LockRounded";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { REGION_COLORS } from "@scrims/shared/common/regions.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { Link as RouterLink } from "react-router";
import { paths } from "@/config/paths";
import { useNow } from "../../hooks/use-now";
import { ScrimChatSlot } from "@/lib/scrim-chat-slot";
import { useViewer } from "@/lib/session";
import { formatStartTime, startRelative } from "../../utils/format-time";
import { scrimTitle } from "../../utils/scrim-state";
import { ScrimAdminActions } from "./scrim-admin-actions";
import { ScrimCasters } from "./scrim-casters";
import { AddToCalendarButton } from "./add-to-calendar-button";
import { ScrimWaitlist } from "./scrim-waitlist";
import { ShareButton } from "./share-button";

type ScrimCardHeaderProps = {
  scrim: ScrimDto;
  titleId: string;
  /** h1 on the detail page, h3 in the hub's sections. */
  titleComponent: "h1" | "h2" | "h3";
  /** In lists the title links to the scrim's page. */
  linkTitle: boolean;
};

/** Title, region and Private chips, start time, casters, waitlist, share, and the admin's tools. */
export function ScrimCardHeader({
  scrim,
  titleId,
  titleComponent,
  linkTitle,
}: ScrimCardHeaderProps) {
  const viewer = useViewer();
  const now = useNow(30_000, scrim.gameStartTime);
  const title = scrimTitle(scrim);
  const regionColor = REGION_COLORS[scrim.region];

  return (
    <Box sx={{ display: "grid", gap: 1.25 }}>
      <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id={titleId}
            component={titleComponent}
            sx={{
              fontWeight: 700,
              fontSize:
                titleComponent === "h1"
                  ? { xs: "1.5rem", sm: "1.9rem" }
                  : { xs: "1.1rem", sm: "1.3rem" },
              lineHeight: 1.25,
              overflowWrap: "anywhere",
            }}
          >
            {linkTitle ? (
              <Link
                component={RouterLink}
                to={paths.scrim(scrim._id)}
                color="inherit"
                underline="hover"
              >
                {title}
              </Link>
            ) : (
              title
            )}
          </Typography>
          <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mt: 0.75 }}>
            <Chip
              size="small"
              label={scrim.region}
              sx={{
                fontWeight: 700,
                color: regionColor,
                bgcolor: alpha(regionColor, 0.14),
                border: `1px solid ${alpha(regionColor, 0.45)}`,
              }}
            />
            {scrim.isPrivate && (
              <Chip
                size="small"
                icon={<LockRoundedIcon />}
                label="Private"
                color="warning"
                variant="outlined"
              />
            )}
            <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, color: "text.secondary" }}>
              <EventRoundedIcon sx={{ fontSize: 18 }} />
              <Typography variant="body2" component="span">
                <Box
                  component="time"
                  dateTime={scrim.gameStartTime}
                  sx={{ color: "text.primary", fontWeight: 600 }}
                >
                  {formatStartTime(scrim.gameStartTime)}
                </Box>{" "}
                ({startRelative(scrim.gameStartTime, now)})
              </Typography>
            </Box>
          </Box>
        </Box>
        <ScrimChatSlot scrimId={scrim._id} title={title} />
        <AddToCalendarButton scrimId={scrim._id} />
        <ShareButton scrimId={scrim._id} />
      </Box>
      <ScrimCasters scrim={scrim} now={now} />
      <ScrimWaitlist scrim={scrim} now={now} />
      {viewer.isAdmin && <ScrimAdminActions scrim={scrim} />}
    </Box>
  );
}
