import CheckCircleRoundedIcon from "@mui/icons-material/CheckCircleRounded";
import HowToRegRoundedIcon from "@mui/icons-material/HowToRegRounded";
import ScheduleRoundedIcon from "@mui/icons-material/ScheduleRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { useViewer } from "@/lib/session";
import { useCheckIn } from "../../api/check-in";
import { checkInCount, seatedPlayers } from "../../utils/check-in";
import type { CheckInPhase } from "../../utils/check-in";
import { formatStartTime } from "../../utils/format-time";

/**
 * Check-in in the lobby's info box, while the scrim has not started: when the window opens (and
 * for a seated player, that his seat depends on it), then the "Check in" button or his mark, and
 * how many seated players have checked in.
 */
export function CheckInPanel({ scrim, phase }: { scrim: ScrimDto; phase: CheckInPhase }) {
  const viewer = useViewer();
  const checkIn = useCheckIn();
  if (phase === "off" || phase === "closed" || !scrim.checkInOpensAt) {
    return null;
  }
  const own = seatedPlayers(scrim).find((player) => player._user._id === viewer._id);
  const { checkedIn, seated } = checkInCount(scrim);
  const opensAt = formatStartTime(scrim.checkInOpensAt);

  return (
    <Box
      component="section"
      aria-label="Check-in"
      sx={{
        display: "grid",
        gap: 1,
        p: 1.5,
        borderRadius: 2,
        border: "1px solid",
        borderColor: phase === "open" ? "rgba(102, 187, 106, 0.45)" : "rgba(255, 255, 255, 0.12)",
        bgcolor: phase === "open" ? "rgba(102, 187, 106, 0.08)" : "transparent",
        textAlign: "center",
      }}
    >
      {phase === "before" ? (
        <Box sx={{ display: "flex", gap: 1, alignItems: "center", justifyContent: "center" }}>
          <ScheduleRoundedIcon fontSize="small" sx={{ color: "text.secondary" }} />
          <Typography variant="body2">
            Check-in opens at <strong>{opensAt}</strong>
          </Typography>
        </Box>
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 700, color: "success.light" }}>
          Check-in is open until the start
        </Typography>
      )}
      {own && (
        <Box aria-live="polite">
          {own.checkedIn ? (
            <Box
              sx={{
                display: "flex",
                gap: 0.75,
                alignItems: "center",
                justifyContent: "center",
                color: "success.light",
              }}
            >
              <CheckCircleRoundedIcon fontSize="small" />
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                You&apos;re checked in
              </Typography>
            </Box>
          ) : phase === "open" ? (
            <Button
              variant="contained"
              color="success"
              fullWidth
              startIcon={<HowToRegRoundedIcon />}
              disabled={checkIn.isPending}
              onClick={() => checkIn.mutate({ scrimId: scrim._id })}
            >
              Check in
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Check in then, or your seat is given to a substitute at the start.
            </Typography>
          )}
        </Box>
      )}
      {seated > 0 && (
        <Typography variant="caption" color="text.secondary">
          {checkedIn}/{seated} players checked in
        </Typography>
      )}
    </Box>
  );
}
