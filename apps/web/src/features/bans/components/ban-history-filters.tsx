import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { BanHistoryStatus } from "@scrims/shared/bans/ban-history.schema";
import { useState } from "react";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useBanDates, useBannedNames } from "../api/get-ban-history";
import { formatBanDay } from "../utils/ban-history-format";

export type BanHistoryFilterValues = {
  name: string | null;
  date: string | null;
  status: BanHistoryStatus;
};

const STATUS_LABELS: Record<BanHistoryStatus, string> = {
  all: "All",
  active: "Active",
  expired: "Expired",
};
const ALL = "all";

type BanHistoryFiltersProps = {
  value: BanHistoryFilterValues;
  tz: string;
  onChange: (value: BanHistoryFilterValues) => void;
};

/**
 * Name (autocomplete over banned players, asked of the server as the admin types), the day a
 * ban starts (All, then the days, newest first) and the status (All, Active, Expired).
 */
export function BanHistoryFilters({ value, tz, onChange }: BanHistoryFiltersProps) {
  const [input, setInput] = useState(value.name ?? "");
  const q = useDebouncedValue(input.trim(), 250);
  const names = useBannedNames(q);
  const dates = useBanDates(tz);
  const nameOptions = q ? Array.from(new Set((names.data?.names ?? []).map((n) => n.name))) : [];
  const dateOptions = dates.data?.dates ?? [];

  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "1fr", sm: "2fr 1fr 1fr" },
        mb: 2.5,
      }}
    >
      <Autocomplete
        options={nameOptions}
        value={value.name}
        inputValue={input}
        onInputChange={(_event, text) => setInput(text)}
        onChange={(_event, name) => onChange({ ...value, name })}
        loading={names.isFetching}
        filterOptions={(options) => options}
        noOptionsText={q ? "No banned player by that name" : "Type a summoner name"}
        renderInput={(params) => <TextField {...params} label="Summoner Name" size="small" />}
      />
      <TextField
        select
        size="small"
        label="Date From"
        value={value.date ?? ALL}
        onChange={(event) =>
          onChange({ ...value, date: event.target.value === ALL ? null : event.target.value })
        }
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
      >
        <MenuItem value={ALL}>All</MenuItem>
        {dateOptions.map((day) => (
          <MenuItem key={day} value={day}>
            {formatBanDay(day)}
          </MenuItem>
        ))}
        {value.date && !dateOptions.includes(value.date) && (
          <MenuItem value={value.date}>{formatBanDay(value.date)}</MenuItem>
        )}
      </TextField>
      <TextField
        select
        size="small"
        label="Status"
        value={value.status}
        onChange={(event) => onChange({ ...value, status: event.target.value as BanHistoryStatus })}
      >
        {(Object.keys(STATUS_LABELS) as BanHistoryStatus[]).map((status) => (
          <MenuItem key={status} value={status}>
            {STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
