import CalendarMonthRoundedIcon from "@mui/icons-material/CalendarMonthRounded";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { useRef, useState } from "react";
import type { ReactNode } from "react";
import {
  DATE_INPUT_FORMAT,
  formatDateInput,
  maskDateInput,
  parseDateInput,
} from "@/utils/date-input";

const INVALID_DATE_MESSAGE = `Enter a real date as ${DATE_INPUT_FORMAT}`;

type DateFieldProps = {
  label: string;
  /** `YYYY-MM-DD`, or "" when no valid date is entered. */
  value: string;
  onChange: (value: string) => void;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Shown as an error even while the typed text is valid (e.g. after a failed submit). */
  error?: boolean;
};

/**
 * A date typed as MM/DD/YYYY whatever the browser's locale, with a calendar button that opens the
 * browser's own date picker. Only real calendar days reach `onChange`; anything else sends "".
 */
export function DateField({
  label,
  value,
  onChange,
  helperText,
  required,
  disabled,
  error,
}: DateFieldProps) {
  const [text, setText] = useState(() => formatDateInput(value));
  const [shownValue, setShownValue] = useState(value);
  const [touched, setTouched] = useState(false);
  const pickerRef = useRef<HTMLInputElement>(null);

  // A new value from outside (a reset, the picker) replaces what is typed.
  if (value !== shownValue) {
    setShownValue(value);
    if (parseDateInput(text) !== value) {
      setText(formatDateInput(value));
    }
  }

  const isInvalid = text !== "" && parseDateInput(text) === "" && (touched || text.length === 10);

  const handleText = (raw: string) => {
    const masked = maskDateInput(raw);
    setText(masked);
    onChange(parseDateInput(masked));
  };

  const handleOpenPicker = () => {
    const picker = pickerRef.current;
    if (!picker) {
      return;
    }
    picker.value = value;
    // showPicker is missing in older browsers (and jsdom): focusing still lets a user type.
    if (typeof picker.showPicker === "function") {
      picker.showPicker();
    } else {
      picker.focus();
    }
  };

  return (
    <Box sx={{ position: "relative" }}>
      <TextField
        label={label}
        value={text}
        onChange={(event) => handleText(event.target.value)}
        onBlur={() => setTouched(true)}
        required={required}
        disabled={disabled}
        fullWidth
        placeholder={DATE_INPUT_FORMAT}
        error={isInvalid || error}
        helperText={isInvalid ? INVALID_DATE_MESSAGE : helperText}
        autoComplete="off"
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { inputMode: "numeric", maxLength: 10 },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={`Choose ${label.toLowerCase()}`}
                  onClick={handleOpenPicker}
                  disabled={disabled}
                >
                  <CalendarMonthRoundedIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Box
        component="input"
        ref={pickerRef}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const picked = (event.target as HTMLInputElement).value;
          setText(formatDateInput(picked));
          onChange(picked);
        }}
        sx={{
          // Invisible, but laid out under the calendar button so the picker opens next to it.
          position: "absolute",
          right: 8,
          top: 28,
          width: 1,
          height: 1,
          opacity: 0,
          pointerEvents: "none",
          border: 0,
          p: 0,
        }}
      />
    </Box>
  );
}
