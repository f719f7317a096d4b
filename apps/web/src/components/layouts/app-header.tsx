import MenuRoundedIcon from "@mui/icons-material/MenuRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import type { ReactNode } from "react";
import { Suspense, lazy, useState } from "react";
import { NavLink } from "react-router";
import { Brand } from "./brand";
import type { DrawerAccount, NavItem } from "./nav-item";
import { NavigationProgress } from "./navigation-progress";

const loadMobileNavDrawer = () => import("./mobile-nav-drawer");
const MobileNavDrawer = lazy(() =>
  loadMobileNavDrawer().then((m) => ({ default: m.MobileNavDrawer })),
);

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
    <Box
      component="header"
      sx={{
        position: "sticky",
        top: 0,
        zIndex: "appBar",
        color: "text.primary",
        bgcolor: "rgba(13, 17, 23, 0.82)",
        backdropFilter: "blur(12px)",
        borderBottom: 1,
        borderColor: "divider",
      }}
    >
      {isNavigating && <NavigationProgress />}
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 1, md: 2 }, minHeight: { xs: 60, sm: 68 } }}>
          <IconButton
            edge="start"
            color="inherit"
            aria-label="Open navigation"
            onClick={handleOpenDrawer}
            // Start fetching the drawer as soon as a tap or hover begins.
            onPointerEnter={() => void loadMobileNavDrawer()}
            onFocus={() => void loadMobileNavDrawer()}
            sx={{ display: { md: "none" } }}
          >
            <MenuRoundedIcon />
          </IconButton>
          <Brand />
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: "none", md: "flex" }, gap: 0.5, ml: 3 }}
          >
            {navItems.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                color="inherit"
                sx={{
                  px: 1.75,
                  color: "text.secondary",
                  "&:hover": { color: "text.primary" },
                  "&.active": { color: "primary.light", bgcolor: "rgba(33, 150, 243, 0.1)" },
                }}
              >
                {item.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          {accountActions}
        </Toolbar>
      </Container>
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
    </Box>
  );
}
