import type { ServerStatusDto } from "@scrims/shared/server-status/server-status.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { paths } from "@/config/paths";
import { api } from "@/lib/api-client";

const SERVER_STATUS_POLL_MS = 10_000;
/** Faster polling on /server-error, so the app comes back soon after the server does. */
export const SERVER_ERROR_POLL_MS = 3_000;

export const serverStatusKeys = {
  all: ["server-status"] as const,
};

const getServerStatus = (signal?: AbortSignal) =>
  api.get<ServerStatusDto>("/api/server-status", { signal });

export const serverStatusQueryOptions = (pollMs: number = SERVER_STATUS_POLL_MS) =>
  queryOptions({
    queryKey: serverStatusKeys.all,
    queryFn: ({ signal }) => getServerStatus(signal),
    refetchInterval: pollMs,
    refetchOnWindowFocus: "always",
    // Fresh for a moment: the check a signed-in page's first render waited for (started by its
    // HTML, see app/main.tsx) is not asked again as the watcher mounts. Polling ignores it.
    staleTime: 5_000,
    // One quick retry absorbs a blip without keeping a down server hidden for long.
    retry: 1,
    retryDelay: 1_000,
    // Offline is a reason to show the error page, not to pause the check.
    networkMode: "always",
  });

/** The server status, polled faster while the error page is shown. */
export function useServerStatus() {
  const { pathname } = useLocation();
  return useQuery(
    serverStatusQueryOptions(
      pathname === paths.serverError ? SERVER_ERROR_POLL_MS : SERVER_STATUS_POLL_MS,
    ),
  );
}
