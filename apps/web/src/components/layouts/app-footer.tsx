import { Link as RouterLink } from "react-router";
import { paths } from "@/config/paths";

type FooterLinkProps = { to: string; label: string; shortLabel: string };

/** On phones the link reads `shortLabel` (its accessible name stays the full `label`). */
function FooterLink({ to, label, shortLabel }: FooterLinkProps) {
  return (
    <RouterLink to={to} aria-label={label} className="app-footer__link">
      <span className="app-footer__long">{label}</span>
      <span className="app-footer__short" aria-hidden="true">
        {shortLabel}
      </span>
    </RouterLink>
  );
}

/**
 * Copyright, legal links and the Riot disclaimer: one compact line on phones (so it takes little
 * of a small screen), two groups spread apart on wider ones. Fixed at the bottom: 34px high on
 * phones, 48px from 600px (app-shell.css pads the main area by as much).
 */
export function AppFooter() {
  const year = new Date().getFullYear();

  return (
    <footer className="app-footer">
      <div className="container app-footer__inner">
        <p className="app-footer__group">
          <span>© {year} Scrims</span>
          <FooterLink to={paths.privacyPolicy} label="Privacy Policy" shortLabel="Privacy" />
          <FooterLink to={paths.termsOfService} label="Terms of Service" shortLabel="Terms" />
        </p>
        <p className="app-footer__note">Not affiliated with Riot Games</p>
      </div>
    </footer>
  );
}
