import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { AppFooter, FOOTER_HEIGHT } from "./app-footer";
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

const MAIN_GAP_PX = 24;

/**
 * Header, full-width main area and fixed footer. Pages own their width (wrap them in a Container);
 * the main area is a flex column, so `flex: 1` centres a panel vertically.
 */
export function AppLayout({
  children,
  navItems,
  drawerAccount,
  accountActions,
  isNavigating,
}: AppLayoutProps) {
  return (
    <Box sx={{ minHeight: "100dvh", display: "flex", flexDirection: "column" }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: "absolute",
          left: 8,
          top: -48,
          zIndex: "tooltip",
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: "primary.main",
          color: "primary.contrastText",
          "&:focus": { top: 8 },
        }}
      >
        Skip to content
      </Box>
      <AppHeader
        navItems={navItems}
        drawerAccount={drawerAccount}
        accountActions={accountActions}
        isNavigating={isNavigating}
      />
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{
          flex: 1,
          display: "flex",
          flexDirection: "column",
          outline: "none",
          pb: {
            xs: `calc(${FOOTER_HEIGHT.xs + MAIN_GAP_PX}px + env(safe-area-inset-bottom))`,
            sm: `calc(${FOOTER_HEIGHT.sm + MAIN_GAP_PX}px + env(safe-area-inset-bottom))`,
          },
        }}
      >
        {children}
      </Box>
      <AppFooter />
    </Box>
  );
}
