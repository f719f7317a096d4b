import { createBrowserRouter } from "react-router";
import type { RouteObject } from "react-router";
import { RouteErrorBoundary } from "@/components/errors/route-error-boundary";
import { LoadingScreen } from "@/components/loading-screen";
import { AdminRoute, AdminViewRoute } from "@/features/auth/components/admin-route";
import { ProtectedRoute } from "@/features/auth/components/protected-route";
import { PublicOnlyRoute } from "@/features/auth/components/public-only-route";
import { RootRoute } from "./routes/root";
// Not lazy (and plain, no MUI): shown exactly when the server (and so every chunk) is out of reach.
import { ServerErrorRoute } from "./routes/server-error";

/**
 * The layout route around every page drawn with MUI: MUI's theme, loaded with the first such page
 * (in parallel with the page's own chunk), so the landing's first load carries no MUI.
 */
const muiThemeRoute: RouteObject = {
  lazy: () => import("@/theme/mui-theme").then((m) => ({ Component: m.MuiThemeRoute })),
};

/**
 * Every page is its own chunk (`lazy`), so the first load carries only the shell and one page.
 * Access rules are layout routes: PublicOnlyRoute, ProtectedRoute and AdminRoute.
 */
export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootRoute,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        // Inside the layout, so a failing page keeps the header and footer.
        ErrorBoundary: RouteErrorBoundary,
        // Shown in the layout while the first page's code loads.
        hydrateFallbackElement: <LoadingScreen />,
        children: [
          {
            Component: PublicOnlyRoute,
            children: [
              {
                // Plain HTML and CSS: the one page whose first load carries no MUI.
                index: true,
                lazy: () =>
                  import("@/features/landing/components/landing-page").then((m) => ({
                    Component: m.LandingPage,
                  })),
              },
              {
                ...muiThemeRoute,
                children: [
                  {
                    path: "signup",
                    lazy: () =>
                      import("./routes/signup").then((m) => ({ Component: m.SignupRoute })),
                  },
                ],
              },
            ],
          },
          {
            // Plain HTML and CSS, and not behind the MUI layout's chunk: shown when the server
            // (and so any chunk not yet loaded) is out of reach.
            path: "server-error",
            Component: ServerErrorRoute,
          },
          {
            Component: ProtectedRoute,
            children: [
              {
                // Plain HTML and CSS, outside the MUI layout route: the hub's and a scrim page's
                // first paint needs no MUI (issue 12); what they open on demand (menus, dialogs,
                // chat) loads MUI's theme itself (lazyThemed).
                path: "scrims",
                lazy: () =>
                  import("./routes/scrims/scrims-list").then((m) => ({
                    Component: m.ScrimsListRoute,
                  })),
              },
              {
                path: "scrims/:id",
                lazy: () =>
                  import("./routes/scrims/scrim-detail").then((m) => ({
                    Component: m.ScrimDetailRoute,
                    loader: m.scrimDetailLoader,
                  })),
              },
            ],
          },
          {
            ...muiThemeRoute,
            children: [
              {
                Component: ProtectedRoute,
                children: [
                  {
                    path: "users/:name",
                    lazy: () =>
                      import("./routes/users/user-profile").then((m) => ({
                        Component: m.UserProfileRoute,
                      })),
                  },
                  {
                    path: "settings",
                    lazy: () =>
                      import("./routes/settings").then((m) => ({ Component: m.SettingsRoute })),
                  },
                ],
              },
              {
                Component: AdminRoute,
                children: [
                  {
                    path: "scrims/new",
                    lazy: () =>
                      import("./routes/scrims/create-scrim").then((m) => ({
                        Component: m.CreateScrimRoute,
                      })),
                  },
                  {
                    path: "scrims/:id/edit",
                    lazy: () =>
                      import("./routes/scrims/edit-scrim").then((m) => ({
                        Component: m.EditScrimRoute,
                      })),
                  },
                ],
              },
              {
                // Part 2 words the refusal on these pages 'view' rather than 'access'.
                Component: AdminViewRoute,
                children: [
                  {
                    path: "admin/dashboard",
                    lazy: () =>
                      import("./routes/admin/admin-dashboard").then((m) => ({
                        Component: m.AdminDashboardRoute,
                      })),
                  },
                  {
                    path: "admin/bans",
                    lazy: () =>
                      import("./routes/admin/ban-history").then((m) => ({
                        Component: m.BanHistoryRoute,
                      })),
                  },
                  {
                    path: "ban-history",
                    lazy: () =>
                      import("./routes/admin/ban-history").then((m) => ({
                        Component: m.BanHistoryRoute,
                      })),
                  },
                ],
              },
              {
                // Public: a provider sign-in comes back here whatever the session state.
                path: "auth/complete",
                lazy: () =>
                  import("./routes/auth-complete").then((m) => ({
                    Component: m.AuthCompleteRoute,
                  })),
              },
              {
                path: "guide",
                lazy: () =>
                  import("@/features/guide/components/guide-page").then((m) => ({
                    Component: m.GuidePage,
                  })),
              },
              {
                path: "privacy-policy",
                lazy: () =>
                  import("@/features/legal/components/privacy-policy-page").then((m) => ({
                    Component: m.PrivacyPolicyPage,
                  })),
              },
              {
                path: "terms-of-service",
                lazy: () =>
                  import("@/features/legal/components/terms-of-service-page").then((m) => ({
                    Component: m.TermsOfServicePage,
                  })),
              },
              {
                // Public: the unsubscribe link of a reminder email lands here, signed in or not.
                path: "email/unsubscribed",
                lazy: () =>
                  import("@/features/mail/components/unsubscribed-page").then((m) => ({
                    Component: m.UnsubscribedPage,
                  })),
              },
              {
                path: "*",
                lazy: () =>
                  import("./routes/not-found").then((m) => ({ Component: m.NotFoundRoute })),
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
