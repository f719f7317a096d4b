import { ThemeProvider } from "@mui/material/styles";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { CurrentUserDto, UserDto } from "@scrims/shared/users/users.schema";
import type { ReactNode } from "react";
import { RouterProvider, createMemoryRouter } from "react-router";
import type { RouteObject } from "react-router";
import { AlertsProvider } from "@/components/alerts/alerts-provider";
import { createAlertsStore } from "@/components/alerts/alerts-store";
import type { AlertsStore } from "@/components/alerts/alerts-store";
import { AuthContext, isAdminUser } from "@/lib/session";
import type { AuthContextValue } from "@/lib/session";
import { AuthProvider } from "@/features/auth/components/auth-provider";
import { theme } from "@/theme/theme";

/** A public player as `GET /api/users/...` returns it. */
export function buildUserDto(overrides: Partial<UserDto> = {}): UserDto {
  return {
    _id: "3f9c1a52-7d4e-4a4b-9a57-2f3b9e0c1d11",
    name: "Faker",
    summonerTagline: "KR1",
    region: "EUW",
    rank: "Gold 2",
    soloQueueRank: null,
    discord: "faker",
    isAdmin: false,
    isDonator: false,
    profileBackgroundImg: "Summoners Rift",
    profileBackgroundBlur: "20",
    createdAt: "2024-03-05T10:00:00.000Z",
    ...overrides,
  };
}

/** The signed-in player's own account, as the auth endpoints return it. */
export function buildSessionUser(overrides: Partial<CurrentUserDto> = {}): CurrentUserDto {
  return {
    ...buildUserDto(),
    email: "faker@example.com",
    canSendEmailsToUser: false,
    lastLoggedIn: null,
    ...overrides,
  };
}

export function buildAuthValue(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const currentUser = overrides.currentUser ?? null;
  return {
    currentUser,
    isVerifyingUser: false,
    isAdmin: isAdminUser(currentUser),
    hasSession: currentUser !== null,
    signIn: () => {},
    signOut: () => {},
    ...overrides,
  };
}

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

type RenderRoutesOptions = {
  initialEntries?: string[];
  /**
   * A fixed auth value; `"provider"` mounts the real AuthProvider (session in localStorage and the
   * query cache); leave out to render without an AuthContext.
   */
  auth?: AuthContextValue | "provider";
  alerts?: AlertsStore;
  queryClient?: QueryClient;
};

/** Renders routes in a memory router inside the app's providers, with test doubles where given. */
export function renderRoutes(routes: RouteObject[], options: RenderRoutesOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: options.initialEntries ?? ["/"] });
  const alerts = options.alerts ?? createAlertsStore();
  const queryClient = options.queryClient ?? createTestQueryClient();

  const withAuth = (children: ReactNode) => {
    if (options.auth === "provider") {
      return <AuthProvider>{children}</AuthProvider>;
    }
    return options.auth ? <AuthContext value={options.auth}>{children}</AuthContext> : children;
  };

  const view = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <AlertsProvider store={alerts}>
          {withAuth(<RouterProvider router={router} />)}
        </AlertsProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, router, alerts, queryClient };
}

/** The text of the section a level-2 heading of that name opens (the legal pages). */
export function sectionText(headingName: string): string {
  const heading = screen.getByRole("heading", { level: 2, name: headingName });
  return heading.closest("section")?.textContent ?? "";
}
