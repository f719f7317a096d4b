import Box from "@mui/material/Box";
import { SelectField } from "@/components/forms/select-field";
import type { ProfileScrimsOrder } from "@scrims/shared/scrims/scrims.schema";
import { SORT_OPTIONS } from "../../utils/profile-scrims";

export type FilterOption<F extends string> = { value: F; label: string };

type ProfileScrimsControlsProps<F extends string> = {
  order: ProfileScrimsOrder;
  onOrderChange: (order: ProfileScrimsOrder) => void;
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
      <SelectField
        size="small"
        label="Sort by date"
        value={order}
        options={SORT_OPTIONS}
        onChange={onOrderChange}
        sx={selectSx}
      />
      <SelectField
        size="small"
        label="Filter"
        value={filter}
        options={filterOptions}
        onChange={onFilterChange}
        sx={selectSx}
      />
    </Box>
  );
}
