import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { IconBadge } from "@/components/icon-badge";

type AuthCardProps = {
  title: string;
  subtitle: string;
  icon: ReactNode;
  children: ReactNode;
  /** Under the card: links to switch between sign-in and sign-up, or to sign out. */
  footer?: ReactNode;
  /** The registration steps need more room than the sign-in buttons. */
  wide?: boolean;
};

/** The framed panel of the sign-in and sign-up pages. */
export function AuthCard({ title, subtitle, icon, children, footer, wide }: AuthCardProps) {
  return (
    <Container
      maxWidth={wide ? "sm" : "xs"}
      sx={{
        flex: 1,
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        py: { xs: 3, md: 6 },
        px: { xs: 1.5, sm: 2 },
        maxWidth: wide ? { sm: 640 } : { xs: 480 },
      }}
    >
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2.5, sm: 4 },
          borderColor: "rgba(33, 150, 243, 0.3)",
          backgroundImage:
            "linear-gradient(160deg, rgba(33, 150, 243, 0.1), rgba(21, 27, 36, 0) 45%)",
        }}
      >
        <Box sx={{ textAlign: "center", mb: { xs: 3, sm: 4 } }}>
          <IconBadge size={56}>{icon}</IconBadge>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: "1.6rem", sm: "2rem" }, mb: 1 }}
          >
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 440, mx: "auto" }}>
            {subtitle}
          </Typography>
        </Box>
        {children}
      </Paper>
      {footer && (
        <Box sx={{ mt: 2.5, textAlign: "center", color: "text.secondary", typography: "body2" }}>
          {footer}
        </Box>
      )}
    </Container>
  );
}
