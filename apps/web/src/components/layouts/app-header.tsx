import menuPaths from "@mui/icons-material/MenuRounded?paths";
import type { ReactNode } from "react";
import { Suspense, useState } from "react";
import { NavLink } from "react-router";
import { Icon } from "@/components/icon";
import { lazyThemed } from "@/theme/lazy-themed";
import { Brand } from "./brand";
import type { DrawerAccount, NavItem } from "./nav-item";
import { NavigationProgress } from "./navigation-progress";

const loadMobileNavDrawer = () => import("./mobile-nav-drawer");
// An MUI Drawer: loads with MUI's theme on first use.
const MobileNavDrawer = lazyThemed(() => loadMobileNavDrawer().then((m) => m.MobileNavDrawer));

type AppHeaderProps = {
  navItems: NavItem[];
  /** The signed-in player's part of the phone drawer. */
  drawerAccount?: DrawerAccount;
  accountActions?: ReactNode;
  isNavigating?: boolean;
};

export function AppHeader({
  navItems,
  drawerAccount,
  accountActions,
  isNavigating = false,
}: AppHeaderProps) {
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);

  const handleOpenDrawer = () => {
    setHasOpenedDrawer(true);
    setIsDrawerOpen(true);
  };

  return (
    <header className="app-header">
      {isNavigating && <NavigationProgress />}
      <div className="container">
        <div className="app-header__bar">
          <button
            type="button"
            className="icon-button app-header__menu"
            aria-label="Open navigation"
            onClick={handleOpenDrawer}
            // Start fetching the drawer as soon as a tap or hover begins.
            onPointerEnter={() => void loadMobileNavDrawer()}
            onFocus={() => void loadMobileNavDrawer()}
          >
            <Icon paths={menuPaths} />
          </button>
          <Brand />
          <nav className="app-header__nav" aria-label="Main">
            {navItems.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                className="button button--text app-header__nav-link"
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="app-header__spacer" />
          {accountActions}
        </div>
      </div>
      {hasOpenedDrawer && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            navItems={navItems}
            account={drawerAccount}
            open={isDrawerOpen}
            onClose={() => setIsDrawerOpen(false)}
          />
        </Suspense>
      )}
    </header>
  );
}
