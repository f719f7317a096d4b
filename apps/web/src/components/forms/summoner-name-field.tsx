import TextField from "@mui/material/TextField";

type SummonerNameFieldProps = {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  required?: boolean;
  helperText?: string;
};

/** The Riot ID's summoner name (without the tagline): a name, so no autocomplete or spellcheck. */
export function SummonerNameField({
  value,
  onChange,
  disabled,
  required,
  helperText,
}: SummonerNameFieldProps) {
  return (
    <TextField
      label="Summoner Name"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      required={required}
      autoComplete="off"
      slotProps={{ htmlInput: { spellCheck: false } }}
      helperText={helperText}
    />
  );
}
