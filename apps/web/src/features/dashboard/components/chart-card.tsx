import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, type ReactNode } from "react";

type ChartCardProps = {
  title: string;
  /** Controls beside the title (range buttons). */
  action?: ReactNode;
  /** Height of the body in pixels (the chart's box; a scrolling list's height), or per breakpoint. */
  height?: number | { xs: number | "auto"; md: number };
  /** Shown instead of the body when there is nothing to draw. */
  empty?: string;
  /** Below the body (totals, warnings). */
  footer?: ReactNode;
  children: ReactNode;
};

/** A titled panel of the dashboard: a region named by its title, with a fixed-height body. */
export function ChartCard({
  title,
  action,
  height = 280,
  empty,
  footer,
  children,
}: ChartCardProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2.5 }, height: "100%", display: "flex", flexDirection: "column" }}
    >
      <Stack
        direction={{ xs: "column", sm: "row" }}
        sx={{ justifyContent: "space-between", alignItems: { sm: "center" }, gap: 1, mb: 1.5 }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: "1.05rem" }}>
          {title}
        </Typography>
        {action}
      </Stack>
      <Box sx={{ height, width: "100%", minWidth: 0 }}>
        {empty ? (
          <Box sx={{ height: "100%", display: "grid", placeItems: "center" }}>
            <Typography color="text.secondary">{empty}</Typography>
          </Box>
        ) : (
          children
        )}
      </Box>
      {footer}
    </Paper>
  );
}
