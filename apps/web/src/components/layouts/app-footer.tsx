import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { paths } from "@/config/paths";

/** The footer is fixed; the layout pads the page by this much so it never covers content. */
export const FOOTER_HEIGHT = { xs: 34, sm: 48 } as const;

type FooterLinkProps = { to: string; label: string; shortLabel: string };

/** On phones the link reads `shortLabel` (its accessible name stays the full `label`). */
function FooterLink({ to, label, shortLabel }: FooterLinkProps) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={label}
      sx={{
        color: "text.secondary",
        textDecoration: "none",
        flexShrink: 0,
        "&:hover, &:focus-visible": { color: "text.primary", textDecoration: "underline" },
      }}
    >
      <Box component="span" sx={{ display: { xs: "none", sm: "inline" } }}>
        {label}
      </Box>
      <Box component="span" aria-hidden="true" sx={{ display: { sm: "none" } }}>
        {shortLabel}
      </Box>
    </Box>
  );
}

/**
 * Copyright, legal links and the Riot disclaimer: one compact line on phones (so it takes little
 * of a small screen), two groups spread apart on wider ones.
 */
export function AppFooter() {
  const year = new Date().getFullYear();

  return (
    <Box
      component="footer"
      sx={{
        position: "fixed",
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: "appBar",
        minHeight: FOOTER_HEIGHT,
        pb: "env(safe-area-inset-bottom)",
        display: "flex",
        alignItems: "center",
        bgcolor: "rgba(13, 17, 23, 0.92)",
        backdropFilter: "blur(12px)",
        borderTop: 1,
        borderColor: "divider",
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: "flex",
          alignItems: "center",
          justifyContent: { xs: "center", sm: "space-between" },
          gap: { xs: 1.25, sm: 2 },
          py: { xs: 0.5, sm: 1 },
          px: { xs: 1.5 },
          fontSize: { xs: "0.7rem", sm: "0.75rem" },
          whiteSpace: "nowrap",
          minWidth: 0,
        }}
      >
        <Typography
          variant="caption"
          component="p"
          sx={{ display: "flex", gap: { xs: 1.25, sm: 1.5 }, fontSize: "inherit", flexShrink: 0 }}
        >
          <span>© {year} Scrims</span>
          <FooterLink to={paths.privacyPolicy} label="Privacy Policy" shortLabel="Privacy" />
          <FooterLink to={paths.termsOfService} label="Terms of Service" shortLabel="Terms" />
        </Typography>
        <Typography
          variant="caption"
          component="p"
          color="text.secondary"
          sx={{ fontSize: "inherit", minWidth: 0, overflow: "hidden", textOverflow: "ellipsis" }}
        >
          Not affiliated with Riot Games
        </Typography>
      </Container>
    </Box>
  );
}
