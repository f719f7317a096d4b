import CssBaseline from "@mui/material/CssBaseline";
// The plain theme provider: @mui/material's own also carries the CSS-variables provider, unused
// by this theme (no colorSchemes), into the first load.
import { ThemeProvider } from "@mui/system";
import { QueryClientProvider } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AlertsProvider } from "@/components/alerts/alerts-provider";
import { AuthProvider } from "@/features/auth/components/auth-provider";
import { PrerenderContext } from "@/lib/prerender";
import { queryClient as appQueryClient } from "@/lib/query-client";
import { theme } from "@/theme/theme";
import { RealtimeConnection } from "./realtime-connection";

type AppProviderProps = {
  children: ReactNode;
  /** Where to go when the server refuses the stored session. */
  onSessionRejected?: () => void;
  /** The prerender passes its own client, so no page's data outlives its render. */
  queryClient?: QueryClient;
  /** The first render stands in for (or makes) HTML rendered at build time. */
  startsFromPrerender?: boolean;
};

export function AppProvider({
  children,
  onSessionRejected,
  queryClient = appQueryClient,
  startsFromPrerender = false,
}: AppProviderProps) {
  return (
    <PrerenderContext value={startsFromPrerender}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <QueryClientProvider client={queryClient}>
          <AlertsProvider>
            <AuthProvider onSessionRejected={onSessionRejected}>
              <RealtimeConnection />
              {children}
            </AuthProvider>
          </AlertsProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </PrerenderContext>
  );
}
