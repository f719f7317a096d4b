import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { paths } from "@/config/paths";

/** The footer is fixed; the layout pads the page by this much so it never covers content. */
export const FOOTER_HEIGHT = { xs: 64, sm: 48 } as const;

function FooterLink({ to, children }: { to: string; children: string }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{
        color: "text.secondary",
        textDecoration: "none",
        "&:hover, &:focus-visible": { color: "text.primary", textDecoration: "underline" },
      }}
    >
      {children}
    </Box>
  );
}

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
          flexDirection: { xs: "column", sm: "row" },
          alignItems: "center",
          justifyContent: { xs: "center", sm: "space-between" },
          gap: { xs: 0.5, sm: 2 },
          py: 1,
        }}
      >
        <Typography
          variant="caption"
          component="p"
          sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, justifyContent: "center" }}
        >
          <span>© {year} Scrims</span>
          <FooterLink to={paths.privacyPolicy}>Privacy Policy</FooterLink>
          <FooterLink to={paths.termsOfService}>Terms of Service</FooterLink>
        </Typography>
        <Typography variant="caption" component="p" color="text.secondary">
          Not affiliated with Riot Games
        </Typography>
      </Container>
    </Box>
  );
}
