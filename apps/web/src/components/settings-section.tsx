import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

type SettingsSectionProps = {
  /** The heading's id, which names the section. */
  titleId: string;
  icon: ReactNode;
  title: string;
  /** The lead text under the heading. */
  description: ReactNode;
  children: ReactNode;
};

/** A section of the settings page: an outlined card with an icon, its heading and a lead text. */
export function SettingsSection({
  titleId,
  icon,
  title,
  description,
  children,
}: SettingsSectionProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2.5, sm: 3.5 } }}
    >
      <Box sx={{ display: "flex", gap: 1.5, alignItems: "center" }}>
        {icon}
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, mb: 2.5 }}>
        {description}
      </Typography>
      {children}
    </Paper>
  );
}
