import Box from "@mui/material/Box";
import { SelectField } from "@/components/forms/select-field";
import type { SelectOption } from "@/components/forms/select-field";
import type { ProfileScrimsOrder } from "@scrims/shared/scrims/scrims.schema";
import { SORT_OPTIONS } from "../../utils/profile-scrims";

/** How a profile list is sorted and filtered: the server does both, so it is the query's params. */
export type ProfileScrimsView<F extends string> = { order: ProfileScrimsOrder; filter: F };

type ProfileScrimsControlsProps<F extends string> = {
  view: ProfileScrimsView<F>;
  onViewChange: (view: ProfileScrimsView<F>) => void;
  filterOptions: readonly SelectOption<F>[];
};

const selectSx = { minWidth: { xs: 0, sm: 150 }, flex: { xs: 1, sm: "0 0 auto" } } as const;

/** Sort by date (newest or oldest first) and the list's filter. */
export function ProfileScrimsControls<F extends string>({
  view,
  onViewChange,
  filterOptions,
}: ProfileScrimsControlsProps<F>) {
  return (
    <Box sx={{ display: "flex", gap: 1, width: { xs: "100%", sm: "auto" } }}>
      <SelectField
        size="small"
        label="Sort by date"
        value={view.order}
        options={SORT_OPTIONS}
        onChange={(order) => onViewChange({ ...view, order })}
        sx={selectSx}
      />
      <SelectField
        size="small"
        label="Filter"
        value={view.filter}
        options={filterOptions}
        onChange={(filter) => onViewChange({ ...view, filter })}
        sx={selectSx}
      />
    </Box>
  );
}
