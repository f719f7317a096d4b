import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";

import { landingFeatures, landingHighlights } from "../content/landing-content";
import { CommunityLinks } from "./community-links";
import { ScrimPreview } from "./scrim-preview";

const signUpPath = "/signup";
const loginPath = "/signup?login=1";

/**
 * Public home page. The app header above it already carries the brand and the Login and
 * Sign Up buttons, so the page starts with the hero rather than repeating them.
 */
export function LandingPage() {
  return (
    <Container maxWidth="lg" sx={{ pb: { xs: 6, md: 10 } }}>
      <Box
        component="section"
        aria-labelledby="landing-title"
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", md: "minmax(0, 7fr) minmax(0, 5fr)" },
          gap: { xs: 5, md: 8 },
          alignItems: "center",
          pt: { xs: 4, md: 10 },
          pb: { xs: 6, md: 10 },
        }}
      >
        <Box>
          <Typography
            variant="overline"
            sx={{ color: "primary.light", fontWeight: 700, letterSpacing: 2 }}
          >
            Custom games for League of Legends
          </Typography>
          <Typography
            id="landing-title"
            component="h1"
            sx={{
              fontWeight: 800,
              lineHeight: 1,
              fontSize: { xs: "3.5rem", sm: "4.5rem", md: "5.5rem" },
              background: "linear-gradient(90deg, #64B5F6, #2196F3 45%, #E57373)",
              backgroundClip: "text",
              WebkitBackgroundClip: "text",
              color: "transparent",
            }}
          >
            Scrims
          </Typography>
          <Typography
            component="p"
            sx={{ mt: 2, fontSize: { xs: "1.25rem", md: "1.5rem" }, fontWeight: 600 }}
          >
            Organised 5v5 custom practice games, with a full lobby every time.
          </Typography>
          <Stack component="ul" spacing={1.25} sx={{ listStyle: "none", p: 0, my: 3.5 }}>
            {landingHighlights.map(({ label, Icon }) => (
              <Stack
                component="li"
                key={label}
                direction="row"
                spacing={1.5}
                sx={{ alignItems: "center" }}
              >
                <Icon aria-hidden fontSize="small" sx={{ color: "primary.light" }} />
                <Typography sx={{ color: "text.secondary" }}>{label}</Typography>
              </Stack>
            ))}
          </Stack>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <Button component={RouterLink} to={signUpPath} variant="contained" size="large">
              Create Account
            </Button>
            <Button component={RouterLink} to={loginPath} variant="outlined" size="large">
              Login
            </Button>
          </Stack>
        </Box>
        <ScrimPreview />
      </Box>

      <Box component="section" aria-labelledby="landing-features-title">
        <Typography
          id="landing-features-title"
          component="h2"
          variant="h4"
          sx={{
            fontWeight: 700,
            textAlign: "center",
            fontSize: { xs: "1.75rem", md: "2.125rem" },
            mb: { xs: 3, md: 5 },
          }}
        >
          Everything a practice game needs
        </Typography>
        <Box
          sx={{
            display: "grid",
            gridTemplateColumns: { xs: "1fr", md: "repeat(3, minmax(0, 1fr))" },
            gap: 3,
          }}
        >
          {landingFeatures.map(({ title, text, Icon }) => (
            <Card key={title} variant="outlined" sx={{ borderRadius: 3, height: "100%" }}>
              <CardContent sx={{ p: 3 }}>
                <Box
                  sx={(theme) => ({
                    display: "grid",
                    placeItems: "center",
                    width: 48,
                    height: 48,
                    mb: 2,
                    borderRadius: 2,
                    bgcolor: alpha(theme.palette.primary.main, 0.15),
                  })}
                >
                  <Icon aria-hidden sx={{ color: "primary.light" }} />
                </Box>
                <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                  {title}
                </Typography>
                <Typography sx={{ color: "text.secondary", lineHeight: 1.7 }}>{text}</Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Box>
      <CommunityLinks />
    </Container>
  );
}
