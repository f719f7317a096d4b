/** Every URL the app links to, so a renamed route is changed in one place. */
export const paths = {
  home: "/",
  signup: "/signup",
  /** There is no separate login page: the signup page opens on its sign-in step. */
  login: "/signup?login=1",
  scrims: "/scrims",
  newScrim: "/scrims/new",
  scrim: (scrimId: string) => `/scrims/${encodeURIComponent(scrimId)}`,
  editScrim: (scrimId: string) => `/scrims/${encodeURIComponent(scrimId)}/edit`,
  user: (name: string, region?: string) =>
    `/users/${encodeURIComponent(name)}${region ? `?region=${encodeURIComponent(region)}` : ""}`,
  settings: "/settings",
  guide: "/guide",
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
  serverError: "/server-error",
  adminDashboard: "/admin/dashboard",
  adminBans: "/admin/bans",
  banHistory: "/ban-history",
} as const;
