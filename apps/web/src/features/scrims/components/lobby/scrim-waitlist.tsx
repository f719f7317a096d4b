import HourglassTopRoundedIcon from "@mui/icons-material/HourglassTopRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { paths } from "@/config/paths";
import { useViewer } from "@/lib/session";
import { useLeaveWaitlist } from "../../api/leave-waitlist";
import { relativeFrom } from "../../utils/format-time";
import { waitingLabel, waitlistActions } from "../../utils/waitlist";
import { JoinWaitlistDialog } from "./join-waitlist-dialog";

/** A clock a little behind the server's still says "a few seconds ago", never "in …". */
const laterOf = (iso: string, now: Date) => new Date(Math.max(Date.parse(iso), now.getTime()));

/**
 * The waitlist line of a card: how many wait, Join waitlist (role picker) or Leave waitlist, and,
 * for the scrim's members, the waiting players and admins, who waits for which roles since when.
 * Hidden while nobody waits and the viewer cannot join.
 */
export function ScrimWaitlist({ scrim, now }: { scrim: ScrimDto; now: Date }) {
  const viewer = useViewer();
  const leave = useLeaveWaitlist();
  const [picking, setPicking] = useState(false);
  const { canJoin, canLeave } = waitlistActions(scrim, viewer._id, now);

  if (scrim.waitlistCount === 0 && !canJoin) {
    return null;
  }

  return (
    <Box component="section" aria-label="Waitlist" sx={{ display: "grid", gap: 0.75 }}>
      <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 1 }}>
        <HourglassTopRoundedIcon fontSize="small" sx={{ color: "text.secondary" }} />
        <Typography variant="body2" component="div">
          <Box component="span" sx={{ color: "text.secondary" }}>
            Waitlist:{" "}
          </Box>
          {scrim.waitlistCount === 0 ? (
            <Box component="span" sx={{ color: "text.secondary" }}>
              nobody yet
            </Box>
          ) : (
            <strong>{waitingLabel(scrim.waitlistCount)}</strong>
          )}
        </Typography>
        {canJoin && (
          <Button size="small" variant="outlined" onClick={() => setPicking(true)}>
            Join waitlist
          </Button>
        )}
        {canLeave && (
          <Button
            size="small"
            color="inherit"
            variant="outlined"
            disabled={leave.isPending}
            onClick={() => leave.mutate({ scrimId: scrim._id })}
          >
            Leave waitlist
          </Button>
        )}
      </Box>
      {scrim.waitlist.length > 0 && (
        <Box
          component="ol"
          aria-label="Waiting players"
          sx={{ m: 0, pl: 4.5, display: "grid", gap: 0.25, color: "text.secondary" }}
        >
          {scrim.waitlist.map((entry) => (
            <Typography key={entry._user._id} component="li" variant="body2">
              <Link
                component={RouterLink}
                to={paths.user(entry._user.name, entry._user.region, entry._user.summonerTagline)}
                underline="hover"
                sx={{ fontWeight: 600 }}
              >
                {entry._user.name}
              </Link>
              {entry._user._id === viewer._id && " (you)"}
              {" · "}
              {entry.roles.join(", ")}
              {" · "}
              <Box component="time" dateTime={entry.joinedAt}>
                since {relativeFrom(entry.joinedAt, laterOf(entry.joinedAt, now))}
              </Box>
            </Typography>
          ))}
        </Box>
      )}
      {canJoin && (
        <JoinWaitlistDialog scrim={scrim} open={picking} onClose={() => setPicking(false)} />
      )}
    </Box>
  );
}
