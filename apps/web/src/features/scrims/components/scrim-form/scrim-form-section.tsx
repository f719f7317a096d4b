import Box from "@mui/material/Box";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useId } from "react";

type ScrimFormSectionProps = {
  title: string;
  description?: string;
  children: ReactNode;
};

/** One titled group of the create and edit forms: one column on phones, two from 600px. */
export function ScrimFormSection({ title, description, children }: ScrimFormSectionProps) {
  const headingId = useId();
  return (
    <Box
      component="fieldset"
      aria-labelledby={headingId}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Typography
        id={headingId}
        component="legend"
        sx={{
          p: 0,
          fontSize: "0.78rem",
          fontWeight: 700,
          letterSpacing: "0.08em",
          textTransform: "uppercase",
          color: "primary.light",
        }}
      >
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      )}
      <Box
        sx={{
          mt: 2,
          display: "grid",
          gap: 2.5,
          gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

type SwitchRowProps = {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Spans both columns of its section. */
  wide?: boolean;
};

/**
 * A labelled on/off setting with a line that says what it does. The whole row is the switch's
 * label: a click anywhere on it toggles, and the switch is its one control (Tab, then Space).
 */
export function SwitchRow({
  label,
  description,
  checked,
  onChange,
  disabled,
  wide = false,
}: SwitchRowProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <Box
      component="label"
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 2,
        p: 1.5,
        pl: 2,
        borderRadius: 2,
        border: 1,
        borderColor: checked ? "rgba(33, 150, 243, 0.45)" : "divider",
        bgcolor: checked ? "rgba(33, 150, 243, 0.08)" : "rgba(255, 255, 255, 0.02)",
        cursor: disabled ? "default" : "pointer",
        transition: "background-color 150ms, border-color 150ms",
        gridColumn: wide ? "1 / -1" : undefined,
        "&:hover": disabled ? undefined : { borderColor: "rgba(33, 150, 243, 0.7)" },
        // The switch's own focus ring is small: the row shows where the keyboard is.
        "&:has(:focus-visible)": { outline: "2px solid", outlineColor: "primary.main" },
      }}
    >
      {/* Spans: a label holds phrasing content only. */}
      <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={labelId} component="span" sx={{ display: "block", fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography
          id={descriptionId}
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: "block" }}
        >
          {description}
        </Typography>
      </Box>
      <Switch
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        disabled={disabled}
        slotProps={{
          // The name is the title alone; the row's other line describes it.
          input: { "aria-labelledby": labelId, "aria-describedby": descriptionId },
        }}
      />
    </Box>
  );
}
