/** Every URL the app links to, so a renamed route is changed in one place. */
export const paths = {
  home: "/",
  signup: "/signup",
  /** There is no separate login page: the signup page opens on its sign-in step. */
  login: "/signup?login=1",
  /** Where the server sends the browser back after a provider sign-in (`?code=` or `?error=`). */
  authComplete: "/auth/complete",
  /** Full-page navigation (not a client route): starts a provider's sign-in on the server. */
  providerSignIn: (providerId: string) => `/api/auth/oidc/${encodeURIComponent(providerId)}/start`,
  scrims: "/scrims",
  newScrim: "/scrims/new",
  scrim: (scrimId: string) => `/scrims/${encodeURIComponent(scrimId)}`,
  editScrim: (scrimId: string) => `/scrims/${encodeURIComponent(scrimId)}/edit`,
  /** A profile: `/users/{name}?region={region}&tagline={tagline}` (region and tagline optional). */
  user: (name: string, region?: string, tagline?: string) => {
    const search = new URLSearchParams();
    if (region) {
      search.set("region", region);
    }
    if (tagline) {
      search.set("tagline", tagline);
    }
    const query = search.toString();
    return `/users/${encodeURIComponent(name)}${query ? `?${query}` : ""}`;
  },
  settings: "/settings",
  /** Where the unsubscribe link of a reminder email lands (UNSUBSCRIBED_PAGE_PATH on the server). */
  unsubscribed: "/email/unsubscribed",
  guide: "/guide",
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
  serverError: "/server-error",
  adminDashboard: "/admin/dashboard",
  adminBans: "/admin/bans",
  banHistory: "/ban-history",
} as const;
