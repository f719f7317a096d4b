import { QueryClientProvider } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AlertsProvider } from "@/components/alerts/alerts-provider";
import { AuthProvider } from "@/features/auth/components/auth-provider";
import { PrerenderContext } from "@/lib/prerender";
import { queryClient as appQueryClient } from "@/lib/query-client";
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

/**
 * The app's providers. No MUI here: MUI's theme comes with the MUI pages and widgets
 * (theme/mui-theme.tsx), CssBaseline's globals are static CSS (theme/base.css).
 */
export function AppProvider({
  children,
  onSessionRejected,
  queryClient = appQueryClient,
  startsFromPrerender = false,
}: AppProviderProps) {
  return (
    <PrerenderContext value={startsFromPrerender}>
      <QueryClientProvider client={queryClient}>
        <AlertsProvider>
          <AuthProvider onSessionRejected={onSessionRejected}>
            <RealtimeConnection />
            {children}
          </AuthProvider>
        </AlertsProvider>
      </QueryClientProvider>
    </PrerenderContext>
  );
}
