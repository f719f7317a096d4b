export type NavItem = { label: string; to: string };

/** The signed-in part of the phone's navigation drawer: account links, then Logout. */
export type DrawerAccount = {
  /** Shown above the links, e.g. the player's name. */
  title: string;
  items: NavItem[];
  onLogout: () => void;
  isLoggingOut?: boolean;
};
