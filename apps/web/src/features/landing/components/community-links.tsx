import forumPaths from "@mui/icons-material/Forum?paths";
import liveTvPaths from "@mui/icons-material/LiveTv?paths";
import xPaths from "@mui/icons-material/X?paths";
import type { SiteInfoDto } from "@scrims/shared/site/site.schema";
import { Icon } from "@/components/icon";
import { useSiteInfo } from "../api/get-site-info";

type CommunityLink = {
  key: keyof SiteInfoDto["community"];
  label: string;
  icon: readonly string[];
};

const LINKS: CommunityLink[] = [
  { key: "twitchUrl", label: "Watch on Twitch", icon: liveTvPaths },
  { key: "discordUrl", label: "Join our Discord", icon: forumPaths },
  { key: "xUrl", label: "Follow us on X", icon: xPaths },
];

/**
 * The streaming channel, chat community and social network the operator configured
 * (`COMMUNITY_*_URL`); nothing at all when none is set or the call fails. Plain HTML and CSS, as
 * the rest of the landing.
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
    <section className="community-links" aria-labelledby="landing-community-title">
      <h2 id="landing-community-title">Join the community</h2>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="button button--outlined button--large community-links__link"
            >
              <span className="community-links__icon">
                <Icon paths={link.icon} />
              </span>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
