import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import Stack from "@mui/material/Stack";
import {
  DEFAULT_RANK_NUMBER,
  RANK_DIVISIONS,
  RANK_NUMBERS,
  hasRankNumber,
} from "@scrims/shared/users/rank";
import type { RankDivision, RankNumber } from "@scrims/shared/users/rank";
import { useId } from "react";
import { SelectField } from "@/components/forms/select-field";
import { RANK_COLORS } from "./rank-colors";

const RANK_NUMBER_OPTIONS = RANK_NUMBERS.map((number) => ({ value: number, label: number }));

export type RankValue = { division: RankDivision; number: RankNumber };

type RankFieldsProps = {
  value: RankValue;
  onChange: (value: RankValue) => void;
  disabled?: boolean;
  size?: "small" | "medium";
};

/**
 * Division select (Unranked to Challenger) and, for Iron to Diamond only, a number select (4 to 1).
 * Combine the two with `formatRank` from the shared contract.
 */
export function RankFields({ value, onChange, disabled, size = "medium" }: RankFieldsProps) {
  const id = useId();
  const showNumber = hasRankNumber(value.division);

  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
      <FormControl fullWidth size={size} disabled={disabled}>
        <InputLabel id={`${id}-division`}>Rank division</InputLabel>
        <Select
          labelId={`${id}-division`}
          label="Rank division"
          value={value.division}
          onChange={(event) =>
            onChange({
              division: event.target.value as RankDivision,
              number: value.number ?? DEFAULT_RANK_NUMBER,
            })
          }
        >
          {RANK_DIVISIONS.map((division) => (
            <MenuItem key={division} value={division}>
              <span
                aria-hidden="true"
                style={{
                  display: "inline-block",
                  width: 10,
                  height: 10,
                  borderRadius: "50%",
                  marginRight: 10,
                  background: RANK_COLORS[division],
                }}
              />
              {division}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {showNumber && (
        <SelectField
          label="Rank number"
          value={value.number}
          options={RANK_NUMBER_OPTIONS}
          onChange={(number) => onChange({ division: value.division, number })}
          fullWidth
          size={size}
          disabled={disabled}
          sx={{ maxWidth: { sm: 160 } }}
        />
      )}
    </Stack>
  );
}
