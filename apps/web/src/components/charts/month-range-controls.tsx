import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { NO_RANGE, RANGE_PRESETS, customRangeError, isCustomRangeActive } from "./month-range";
import type { CustomRange } from "./month-range";

/** A month field: two share a phone's row (the native input's width gives way), 160 px from sm. */
const FIELD_SX = {
  flex: { xs: "1 1 140px", sm: "0 0 160px" },
  minWidth: 0,
  "& .MuiInputBase-root": { minWidth: 0 },
} as const;

type MonthRangeControlsProps = {
  months: number;
  custom: CustomRange;
  onMonthsChange: (months: number) => void;
  onCustomChange: (custom: CustomRange) => void;
  /** The longest custom range allowed, when there is one. */
  maxMonths?: number;
};

/**
 * A month chart's range: 3M, 6M (default) or 1Y, or a custom From/To month range once both are
 * set and fine; Clear goes back to the preset. A preset picked clears the custom range.
 */
export function MonthRangeControls({
  months,
  custom,
  onMonthsChange,
  onCustomChange,
  maxMonths,
}: MonthRangeControlsProps) {
  const rangeError = customRangeError(custom, maxMonths);
  return (
    <Stack
      direction="row"
      sx={{
        flexWrap: "wrap",
        gap: 1,
        alignItems: "flex-start",
        width: { xs: "100%", sm: "auto" },
      }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Range"
        value={isCustomRangeActive(custom, maxMonths) ? null : months}
        onChange={(_event, value: number | null) => {
          if (value !== null) {
            onMonthsChange(value);
            onCustomChange(NO_RANGE);
          }
        }}
      >
        {RANGE_PRESETS.map((preset) => (
          <ToggleButton key={preset.label} value={preset.months} sx={{ px: 1.5, py: 0.5 }}>
            {preset.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* A row of their own on phones, beside the presets from 600 px. */}
      <Box
        sx={{
          display: "flex",
          gap: 1,
          alignItems: "flex-start",
          width: { xs: "100%", sm: "auto" },
          flexWrap: "wrap",
        }}
      >
        <TextField
          type="month"
          size="small"
          label="From"
          value={custom.from}
          onChange={(event) => onCustomChange({ ...custom, from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { "aria-label": "From" } }}
          sx={FIELD_SX}
        />
        <TextField
          type="month"
          size="small"
          label="To"
          value={custom.to}
          error={Boolean(rangeError)}
          helperText={rangeError}
          onChange={(event) => onCustomChange({ ...custom, to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { "aria-label": "To" } }}
          sx={FIELD_SX}
        />
        <Button
          size="small"
          onClick={() => onCustomChange(NO_RANGE)}
          disabled={!custom.from && !custom.to}
          sx={{ mt: 0.5 }}
        >
          Clear
        </Button>
      </Box>
    </Stack>
  );
}
