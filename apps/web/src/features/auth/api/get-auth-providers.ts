import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AuthProvidersDto } from "@scrims/shared/auth/auth.schema";
import { api } from "@/lib/api-client";
import { authKeys } from "./verify-session";

/** Sign-in methods this server offers: OpenID Connect providers, and local sign-in when enabled. */
const getAuthProviders = (signal?: AbortSignal) =>
  api.get<AuthProvidersDto>("/api/auth/providers", { signal });

const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.providers(),
    queryFn: ({ signal }) => getAuthProviders(signal),
    // Set by the server's configuration: it does not change while the page is open.
    staleTime: Infinity,
  });

export const useAuthProviders = () => useQuery(authProvidersQueryOptions());
