import { Link as RouterLink } from "react-router";
import { Icon } from "@/components/icon";
import { landingFeatures, landingHighlights } from "../content/landing-content";
import { CommunityLinks } from "./community-links";
import "./landing-page.css";
import { ScrimPreview } from "./scrim-preview";

const signUpPath = "/signup";
const loginPath = "/signup?login=1";

/**
 * Public home page. The app header above it already carries the brand and the Login and
 * Sign Up buttons, so the page starts with the hero rather than repeating them. Plain HTML and
 * CSS (landing-page.css, theme/plain.css), no MUI: the first load of the site's front door stays
 * small.
 */
export function LandingPage() {
  return (
    <div className="container landing">
      <section className="landing__hero" aria-labelledby="landing-title">
        <div>
          <span className="landing__overline">Custom games for League of Legends</span>
          <h1 id="landing-title" className="landing__title">
            Scrims
          </h1>
          <p className="landing__lead">
            Organised 5v5 custom practice games, with a full lobby every time.
          </p>
          <ul className="landing__highlights">
            {landingHighlights.map(({ label, icon }) => (
              <li key={label}>
                <Icon paths={icon} className="landing__highlight-icon" />
                <p>{label}</p>
              </li>
            ))}
          </ul>
          <div className="landing__actions">
            <RouterLink to={signUpPath} className="button button--contained button--large">
              Create Account
            </RouterLink>
            <RouterLink to={loginPath} className="button button--outlined button--large">
              Login
            </RouterLink>
          </div>
        </div>
        <ScrimPreview />
      </section>

      <section aria-labelledby="landing-features-title">
        <h2 id="landing-features-title" className="landing__features-title">
          Everything a practice game needs
        </h2>
        <div className="landing__features">
          {landingFeatures.map(({ title, text, icon }) => (
            <div key={title} className="landing__card">
              <div className="landing__card-icon">
                <Icon paths={icon} />
              </div>
              <h3>{title}</h3>
              <p>{text}</p>
            </div>
          ))}
        </div>
      </section>
      <CommunityLinks />
    </div>
  );
}
