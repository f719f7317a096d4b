import ForumIcon from "@mui/icons-material/Forum";
import LiveTvIcon from "@mui/icons-material/LiveTv";
import XIcon from "@mui/icons-material/X";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { SiteInfoDto } from "@scrims/shared/site/site.schema";
import type { ReactNode } from "react";
import { useSiteInfo } from "../api/get-site-info";

type CommunityLink = { key: keyof SiteInfoDto["community"]; label: string; icon: ReactNode };

const LINKS: CommunityLink[] = [
  { key: "twitchUrl", label: "Watch on Twitch", icon: <LiveTvIcon /> },
  { key: "discordUrl", label: "Join our Discord", icon: <ForumIcon /> },
  { key: "xUrl", label: "Follow us on X", icon: <XIcon /> },
];

/**
 * The streaming channel, chat community and social network the operator configured
 * (`COMMUNITY_*_URL`); nothing at all when none is set or the call fails.
 */
export function CommunityLinks() {
  const site = useSiteInfo();
  const links = LINKS.flatMap((link) => {
    const href = site.data?.community[link.key];
    return href ? [{ ...link, href }] : [];
  });

  if (links.length === 0) {
    return null;
  }
  return (
    <Box
      component="section"
      aria-labelledby="landing-community-title"
      sx={{ mt: { xs: 5, md: 8 } }}
    >
      <Typography
        id="landing-community-title"
        component="h2"
        variant="h5"
        sx={{ fontWeight: 700, textAlign: "center", mb: 2.5 }}
      >
        Join the community
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: "none",
          p: 0,
          m: 0,
          display: "flex",
          flexDirection: { xs: "column", sm: "row" },
          justifyContent: "center",
          gap: 1.5,
        }}
      >
        {links.map((link) => (
          <li key={link.key}>
            <Button
              component="a"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              size="large"
              startIcon={link.icon}
              fullWidth
              sx={{
                color: "text.primary",
                borderColor: "rgba(255, 255, 255, 0.2)",
                "&:hover": { borderColor: "primary.main", bgcolor: "rgba(33, 150, 243, 0.08)" },
              }}
            >
              {link.label}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
