import EventAvailableRoundedIcon from "@mui/icons-material/EventAvailableRounded";
import WarningAmberRoundedIcon from "@mui/icons-material/WarningAmberRounded";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { DateField } from "@/components/forms/date-field";
import { formatStartTime, relativeFrom } from "../../utils/format-time";
import { toGameStartTime } from "../../utils/scrim-form";

type ScrimStartFieldsProps = {
  startDate: string;
  startTime: string;
  onChange: (patch: { startDate?: string; startTime?: string }) => void;
  disabled?: boolean;
  /** Whether a start in the past deserves a warning (a new scrim; an old one being corrected not). */
  warnIfPast?: boolean;
  /** Marks a missing date or time (after the admin tried to save). */
  showRequired?: boolean;
  /** Makes the reading consistent in tests. */
  now?: Date;
};

function timeZoneName() {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Date (MM/DD/YYYY) and time of the start, in the admin's own time zone, with what they add up to. */
export function ScrimStartFields({
  startDate,
  startTime,
  onChange,
  disabled,
  warnIfPast = false,
  showRequired = false,
  now = new Date(),
}: ScrimStartFieldsProps) {
  const start = toGameStartTime(startDate, startTime);
  const isPast = warnIfPast && start !== "" && new Date(start).getTime() < now.getTime();
  const dateMissing = showRequired && startDate === "";
  const timeMissing = showRequired && startTime === "";

  return (
    <>
      <DateField
        label="Game start date"
        value={startDate}
        onChange={(value) => onChange({ startDate: value })}
        required
        disabled={disabled}
        error={dateMissing}
        helperText={dateMissing ? "Required" : " "}
      />
      <TextField
        label="Game start time"
        type="time"
        value={startTime}
        onChange={(event) => onChange({ startTime: event.target.value })}
        required
        disabled={disabled}
        error={timeMissing}
        helperText={timeMissing ? "Required" : " "}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
        sx={{ "& input": { colorScheme: "dark" } }}
      />
      <Box
        role="status"
        sx={{
          gridColumn: "1 / -1",
          display: "flex",
          alignItems: "flex-start",
          gap: 1.25,
          px: 1.75,
          py: 1.25,
          mt: -1,
          borderRadius: 2,
          bgcolor: isPast ? "rgba(255, 167, 38, 0.1)" : "rgba(255, 255, 255, 0.03)",
          border: 1,
          borderColor: isPast ? "rgba(255, 167, 38, 0.4)" : "divider",
        }}
      >
        {isPast ? (
          <WarningAmberRoundedIcon fontSize="small" sx={{ color: "warning.main", mt: 0.25 }} />
        ) : (
          <EventAvailableRoundedIcon fontSize="small" sx={{ color: "primary.light", mt: 0.25 }} />
        )}
        <Typography variant="body2" sx={{ minWidth: 0 }}>
          {start === "" ? (
            "Pick a date and a time to set the start."
          ) : (
            <>
              Starts <strong>{formatStartTime(start)}</strong> ({relativeFrom(start, now)}), your
              time zone ({timeZoneName()}).
              {isPast && " This time has already passed."}
            </>
          )}
        </Typography>
      </Box>
    </>
  );
}
