import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AlertsProvider } from "@/components/alerts/alerts-provider";
import { AuthProvider } from "@/features/auth/components/auth-provider";
import { queryClient } from "@/lib/query-client";
import { theme } from "@/theme/theme";
import { RealtimeConnection } from "./realtime-connection";

type AppProviderProps = {
  children: ReactNode;
  /** Where to go when the server refuses the stored session. */
  onSessionRejected?: () => void;
};

export function AppProvider({ children, onSessionRejected }: AppProviderProps) {
  return (
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
  );
}
