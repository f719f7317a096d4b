import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { AppLayout } from "@/components/layouts/app-layout";
import type { NavItem } from "@/components/layouts/nav-item";
import { paths } from "@/config/paths";
import { AccountActions } from "@/features/auth/components/account-actions";
import { BanBanner } from "@/features/users/components/ban-banner";
import { useDrawerAccount } from "@/features/auth/hooks/use-drawer-account";
import { ServerStatusWatcher } from "@/features/server-status/components/server-status-watcher";
import { SocialActions, SocialProvider } from "../social/social-slots";

export const NAV_ITEMS: NavItem[] = [
  { label: "Scrims Hub", to: paths.scrims },
  { label: "Guide", to: paths.guide },
];

/** The shell around every page: layout, server-status watch, scroll restoration. */
export function RootRoute() {
  const navigation = useNavigation();
  const drawerAccount = useDrawerAccount();

  return (
    <AppLayout
      navItems={NAV_ITEMS}
      drawerAccount={drawerAccount}
      accountActions={
        <>
          <SocialActions />
          <AccountActions />
        </>
      }
      isNavigating={navigation.state === "loading"}
    >
      <ScrollRestoration />
      <BanBanner />
      <ServerStatusWatcher>
        <SocialProvider>
          <Outlet />
        </SocialProvider>
      </ServerStatusWatcher>
    </AppLayout>
  );
}
