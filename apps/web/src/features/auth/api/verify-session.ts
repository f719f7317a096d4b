import { queryOptions } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { ApiError, api } from "@/lib/api-client";
import { getToken, setToken } from "@/lib/session-token";
import type { AuthSessionDto } from "@scrims/shared/auth/auth.schema";
import type { CurrentUserDto } from "@scrims/shared/users/users.schema";

const REVERIFY_AFTER_FAILURE_MS = 5_000;

export const authKeys = {
  all: ["auth"] as const,
  session: () => [...authKeys.all, "session"] as const,
  providers: () => [...authKeys.all, "providers"] as const,
};

/** Checks the stored token; the server may answer with a fresh token, which replaces it. */
async function verifySession(signal?: AbortSignal): Promise<AuthSessionDto> {
  const session = await api.post<AuthSessionDto>("/api/auth/verify", undefined, { signal });
  // Signed out while the check was under way: do not bring the token back.
  if (getToken()) {
    setToken(session.token);
  }
  return session;
}

/** A refused token (4xx) is final; a server that could not answer is asked again. */
function isTemporaryFailure(error: unknown) {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => verifySession(signal),
    staleTime: 5 * 60_000,
    retry: (failureCount, error) => isTemporaryFailure(error) && failureCount < 1,
    refetchInterval: (query) =>
      query.state.status === "error" && isTemporaryFailure(query.state.error)
        ? REVERIFY_AFTER_FAILURE_MS
        : false,
  });

/**
 * The registered user of the stored session once it is verified (joining the check already under
 * way, or reading its answer), or null: no token, not registered, or the check failed. Lets a page
 * start its own requests as soon as the session is known instead of after it first renders.
 */
export async function registeredUserOnceVerified(
  queryClient: QueryClient,
): Promise<CurrentUserDto | null> {
  if (!getToken()) {
    return null;
  }
  try {
    // A session already known is used as it is (never re-checked from here).
    const session = await queryClient.ensureQueryData(sessionQueryOptions());
    return session.user;
  } catch {
    return null;
  }
}
