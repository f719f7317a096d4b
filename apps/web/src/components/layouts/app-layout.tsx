import type { ReactNode } from "react";
import "@/theme/plain.css";
import "./app-shell.css";
import { AppFooter } from "./app-footer";
import { AppHeader } from "./app-header";
import type { DrawerAccount, NavItem } from "./nav-item";

type AppLayoutProps = {
  children: ReactNode;
  navItems: NavItem[];
  /** Profile, Settings, Admin and Logout in the phone drawer, when signed in. */
  drawerAccount?: DrawerAccount;
  /** Right side of the header: sign-in buttons or the account menu. */
  accountActions?: ReactNode;
  /** Shows a thin progress bar while the next page loads. */
  isNavigating?: boolean;
};

/**
 * Header, full-width main area and fixed footer. Pages own their width (wrap them in a Container);
 * the main area is a flex column, so `flex: 1` centres a panel vertically. Plain HTML and CSS
 * (app-shell.css): the landing's first load carries no MUI.
 */
export function AppLayout({
  children,
  navItems,
  drawerAccount,
  accountActions,
  isNavigating,
}: AppLayoutProps) {
  return (
    <div className="app-layout">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <AppHeader
        navItems={navItems}
        drawerAccount={drawerAccount}
        accountActions={accountActions}
        isNavigating={isNavigating}
      />
      {/* The footer is fixed: the main area's bottom padding (app-shell.css) keeps it clear. */}
      <main className="app-main" id="main-content" tabIndex={-1}>
        {children}
      </main>
      <AppFooter />
    </div>
  );
}
