import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";

const TAGLINE_HINT = "Without # (e.g. NA1)";

/** Players paste Riot IDs as 'Name#NA1': the tagline field keeps only what follows the '#'. */
export function stripHash(value: string): string {
  return value.replace(/#/g, "");
}

type TaglineFieldProps = {
  value: string;
  /** The tagline without '#': players paste Riot IDs as 'Name#NA1'. */
  onChange: (value: string) => void;
  disabled?: boolean;
  required?: boolean;
};

/** The Riot ID tagline, shown after a '#' that is never part of the value. */
export function TaglineField({ value, onChange, disabled, required }: TaglineFieldProps) {
  return (
    <TextField
      label="Tagline"
      value={value}
      onChange={(event) => onChange(stripHash(event.target.value))}
      disabled={disabled}
      required={required}
      autoComplete="off"
      helperText={TAGLINE_HINT}
      slotProps={{
        htmlInput: { spellCheck: false },
        input: { startAdornment: <InputAdornment position="start">#</InputAdornment> },
      }}
    />
  );
}
