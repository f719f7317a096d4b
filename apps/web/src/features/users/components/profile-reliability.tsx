import BlockRoundedIcon from "@mui/icons-material/BlockRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { RELIABILITY_WINDOW_DAYS } from "@scrims/shared/users/reliability.schema";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { formatBanEndLocal } from "@/lib/ban-end";
import { useClearNoShowBlock } from "../api/clear-no-show-block";

/** "Showed up 9 of 10 games, 90%", or that there is nothing to count yet. */
export function reliabilityText(reliability: NonNullable<UserDto["reliability"]>): string {
  if (reliability.percent === null) {
    return "No check-in games yet";
  }
  const games = reliability.seated === 1 ? "game" : "games";
  return `Showed up ${reliability.shown} of ${reliability.seated} ${games}, ${reliability.percent}%`;
}

function reliabilityColor(percent: number): "success" | "warning" | "error" {
  return percent >= 90 ? "success" : percent >= 70 ? "warning" : "error";
}

/**
 * The profile's reliability (games shown up for out of games seated at check-in, last 30 days)
 * and a no-show block with its end; admins may clear the block.
 */
export function ProfileReliability({ user, isAdmin }: { user: UserDto; isAdmin: boolean }) {
  const clear = useClearNoShowBlock();
  const { reliability, noShowBlockedUntil } = user;
  if (!reliability) {
    return null;
  }
  return (
    <Box component="section" aria-labelledby="profile-reliability" sx={{ display: "grid", gap: 1 }}>
      <Box sx={{ display: "flex", alignItems: "baseline", justifyContent: "space-between" }}>
        <Typography id="profile-reliability" variant="body2" sx={{ fontWeight: 700 }}>
          Reliability
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Last {RELIABILITY_WINDOW_DAYS} days
        </Typography>
      </Box>
      <Typography variant="body2">{reliabilityText(reliability)}</Typography>
      {reliability.percent !== null && (
        <LinearProgress
          variant="determinate"
          value={reliability.percent}
          color={reliabilityColor(reliability.percent)}
          aria-label={`Reliability ${reliability.percent}%`}
          sx={{ height: 6, borderRadius: 3 }}
        />
      )}
      {noShowBlockedUntil && (
        <Alert
          severity="warning"
          icon={<BlockRoundedIcon fontSize="inherit" />}
          action={
            isAdmin ? (
              <Button
                color="inherit"
                size="small"
                disabled={clear.isPending}
                onClick={() => clear.mutate({ userId: user._id })}
                sx={{ whiteSpace: "nowrap" }}
              >
                Clear block
              </Button>
            ) : undefined
          }
          sx={{ mt: 0.5 }}
        >
          Missed three games in 30 days: blocked from joining scrims until{" "}
          {formatBanEndLocal(noShowBlockedUntil)}
        </Alert>
      )}
    </Box>
  );
}
