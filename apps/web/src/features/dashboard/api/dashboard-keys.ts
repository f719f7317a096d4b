/** The one query-key factory of the admin dashboard. */
export const dashboardKeys = {
  all: ["dashboard"] as const,
  stats: () => [...dashboardKeys.all, "stats"] as const,
  activity: () => [...dashboardKeys.all, "activity"] as const,
  systemStatus: () => [...dashboardKeys.all, "system-status"] as const,
};
