import ChevronLeftRoundedIcon from "@mui/icons-material/ChevronLeftRounded";
import ChevronRightRoundedIcon from "@mui/icons-material/ChevronRightRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import type { Region } from "@scrims/shared/common/regions.constants";
import type { HubFilters } from "../../hooks/use-hub-filters";
import { shiftDay, today } from "../../utils/hub-dates";

type HubFilterBarProps = {
  filters: HubFilters;
  regions: Region[];
  upcomingDisabled: boolean;
  onDateChange: (date: string) => void;
  onRegionChange: (region: Region) => void;
  onShowChange: (key: "showCurrent" | "showUpcoming" | "showPrevious", value: boolean) => void;
};

const SHOW_OPTIONS = [
  { key: "showCurrent", label: "Current" },
  { key: "showUpcoming", label: "Upcoming" },
  { key: "showPrevious", label: "Previous" },
] as const;

/** Region, day (with previous/next day and Today) and which of the three sections to show. */
export function HubFilterBar({
  filters,
  regions,
  upcomingDisabled,
  onDateChange,
  onRegionChange,
  onShowChange,
}: HubFilterBarProps) {
  const isToday = filters.date === today();
  return (
    <Paper
      component="section"
      aria-label="Scrim filters"
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 2.5 },
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        gap: { xs: 2, md: 3 },
        bgcolor: "rgba(21, 27, 36, 0.8)",
      }}
    >
      <TextField
        select
        size="small"
        label="Region"
        value={filters.region}
        onChange={(event) => onRegionChange(event.target.value as Region)}
        sx={{ width: { xs: "100%", sm: 120 } }}
      >
        {regions.map((region) => (
          <MenuItem key={region} value={region}>
            {region}
          </MenuItem>
        ))}
      </TextField>

      <Box
        sx={{ display: "flex", alignItems: "center", gap: 0.5, width: { xs: "100%", sm: "auto" } }}
      >
        <Tooltip title="Previous day">
          <IconButton
            aria-label="Previous day"
            onClick={() => onDateChange(shiftDay(filters.date, -1))}
          >
            <ChevronLeftRoundedIcon />
          </IconButton>
        </Tooltip>
        <TextField
          type="date"
          size="small"
          label="Scrims Date"
          value={filters.date}
          onChange={(event) => onDateChange(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { "aria-label": "Scrims Date" } }}
          sx={{ flex: 1, minWidth: 150 }}
        />
        <Tooltip title="Next day">
          <IconButton aria-label="Next day" onClick={() => onDateChange(shiftDay(filters.date, 1))}>
            <ChevronRightRoundedIcon />
          </IconButton>
        </Tooltip>
        <Button size="small" disabled={isToday} onClick={() => onDateChange(today())}>
          Today
        </Button>
      </Box>

      <FormGroup row aria-label="Show scrims" sx={{ gap: { xs: 0, sm: 1 } }}>
        {SHOW_OPTIONS.map(({ key, label }) => {
          const disabled = key === "showUpcoming" && upcomingDisabled;
          const control = (
            <FormControlLabel
              key={key}
              label={label}
              disabled={disabled}
              control={
                <Checkbox
                  size="small"
                  checked={filters[key] && !disabled}
                  onChange={(event) => onShowChange(key, event.target.checked)}
                />
              }
            />
          );
          return disabled ? (
            <Tooltip key={key} title="Nothing on a past day is upcoming">
              <span>{control}</span>
            </Tooltip>
          ) : (
            control
          );
        })}
      </FormGroup>
    </Paper>
  );
}
