import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** A page's h1, a size smaller on phones. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h4" component="h1" sx={{ fontSize: { xs: "1.75rem", sm: "2.125rem" } }}>
      {children}
    </Typography>
  );
}
