import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { TextFieldProps } from "@mui/material/TextField";

export type SelectOption<V extends string> = { value: V; label: string };

export type SelectFieldProps<V extends string> = Omit<
  TextFieldProps,
  "select" | "value" | "onChange" | "children"
> & {
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
};

/** A labelled MUI select over a fixed list of options. */
export function SelectField<V extends string>({
  value,
  options,
  onChange,
  ...props
}: SelectFieldProps<V>) {
  return (
    <TextField
      {...props}
      select
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
