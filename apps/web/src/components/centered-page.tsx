import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import type { ReactNode } from "react";

type CenteredPageProps = {
  children: ReactNode;
  maxWidth?: "sm" | "md";
};

/** One centred block in the middle of the main area: status pages and placeholders. */
export function CenteredPage({ children, maxWidth = "sm" }: CenteredPageProps) {
  return (
    <Container
      maxWidth={maxWidth}
      sx={{ flex: 1, display: "flex", alignItems: "center", py: { xs: 4, md: 8 } }}
    >
      <Box sx={{ width: "100%", textAlign: "center" }}>{children}</Box>
    </Container>
  );
}
