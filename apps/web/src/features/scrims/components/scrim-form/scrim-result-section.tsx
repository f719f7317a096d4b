import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { TEAM_LABELS, TEAMS } from "@scrims/shared/scrims/scrims.constants";
import type { TeamName } from "@scrims/shared/scrims/scrims.constants";
import { NO_WINNER } from "../../utils/scrim-form";
import { ScrimFormSection } from "./scrim-form-section";

type WinnerChoice = TeamName | typeof NO_WINNER;

/** "Team One" / "Team Two", as the winner select names them. */
const WINNER_LABELS: Record<TeamName, string> = {
  teamOne: "Team One",
  teamTwo: "Team Two",
};

type ScrimResultSectionProps = {
  value: WinnerChoice;
  onChange: (value: WinnerChoice) => void;
  disabled?: boolean;
};

/** Edit only: the winner, N/A (sent as null), Team One or Team Two. */
export function ScrimResultSection({ value, onChange, disabled }: ScrimResultSectionProps) {
  return (
    <ScrimFormSection
      title="Result"
      description="Correct the reported winner, or set it to N/A to clear it."
    >
      <TextField
        select
        label="Winner"
        value={value}
        onChange={(event) => onChange(event.target.value as WinnerChoice)}
        disabled={disabled}
        helperText="Changes the players' EXP and win rate"
      >
        <MenuItem value={NO_WINNER}>N/A</MenuItem>
        {TEAMS.map((team) => (
          <MenuItem key={team} value={team}>
            {WINNER_LABELS[team]} ({TEAM_LABELS[team]})
          </MenuItem>
        ))}
      </TextField>
    </ScrimFormSection>
  );
}
