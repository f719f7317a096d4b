import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { SORT_OPTIONS } from "../../utils/profile-scrims";
import type { SortOrder } from "../../utils/profile-scrims";

export type FilterOption<F extends string> = { value: F; label: string };

type ProfileScrimsControlsProps<F extends string> = {
  order: SortOrder;
  onOrderChange: (order: SortOrder) => void;
  filter: F;
  filterOptions: FilterOption<F>[];
  onFilterChange: (filter: F) => void;
};

const selectSx = { minWidth: { xs: 0, sm: 150 }, flex: { xs: 1, sm: "0 0 auto" } } as const;

/** Sort by date (newest or oldest first) and the list's filter. */
export function ProfileScrimsControls<F extends string>({
  order,
  onOrderChange,
  filter,
  filterOptions,
  onFilterChange,
}: ProfileScrimsControlsProps<F>) {
  return (
    <Box sx={{ display: "flex", gap: 1, width: { xs: "100%", sm: "auto" } }}>
      <TextField
        select
        size="small"
        label="Sort by date"
        value={order}
        onChange={(event) => onOrderChange(event.target.value as SortOrder)}
        sx={selectSx}
      >
        {SORT_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Filter"
        value={filter}
        onChange={(event) => onFilterChange(event.target.value as F)}
        sx={selectSx}
      >
        {filterOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
