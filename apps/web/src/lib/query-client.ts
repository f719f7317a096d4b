import { MutationCache, QueryClient } from "@tanstack/react-query";
import { alertsStore } from "@/components/alerts/alerts-store";
import type { AlertsStore } from "@/components/alerts/alerts-store";
import { ApiError, getErrorMessage } from "./api-client";

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: {
      /** Set when the mutation shows its own error message instead of the global alert. */
      skipErrorAlert?: boolean;
    };
  }
}

const MAX_QUERY_RETRIES = 2;

/** A 4xx answer will not change on retry; a network blip or a 5xx might. */
export function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return false;
  }
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient({ alerts = alertsStore }: { alerts?: AlertsStore } = {}) {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.skipErrorAlert) {
          return;
        }
        alerts.showAlert({ type: "error", message: getErrorMessage(error) });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
      },
    },
  });
}

export const queryClient = createQueryClient();
