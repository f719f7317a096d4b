import type { DrawerAccount } from "@/components/layouts/nav-item";
import { paths } from "@/config/paths";
import { useLogout } from "../api/logout";
import { useAuth } from "@/lib/session";

/**
 * The account menu's links for the phone drawer (Profile, Settings, Admin for admins, Logout);
 * undefined for visitors, who have Login and Sign Up in the header.
 */
export function useDrawerAccount(): DrawerAccount | undefined {
  const { currentUser } = useAuth();
  const logout = useLogout();

  if (!currentUser) {
    return undefined;
  }
  return {
    title: `${currentUser.name} #${currentUser.summonerTagline}`,
    items: [
      {
        label: "My Profile",
        to: paths.user(currentUser.name, currentUser.region, currentUser.summonerTagline),
      },
      { label: "Settings", to: paths.settings },
      ...(currentUser.isAdmin
        ? [
            { label: "Admin Dashboard", to: paths.adminDashboard },
            { label: "Ban History", to: paths.adminBans },
          ]
        : []),
    ],
    onLogout: () => logout.mutate(),
    isLoggingOut: logout.isPending,
  };
}
