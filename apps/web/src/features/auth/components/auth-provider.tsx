import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
import { api } from "@/lib/api-client";
import { SESSION_TOKEN_KEY, clearToken, getToken, setToken } from "@/lib/session-token";
import { authKeys, sessionQueryOptions } from "../api/verify-session";
import { AuthContext, isAdminUser } from "@/lib/session";
import type { AuthContextValue } from "@/lib/session";
import type { AuthSessionDto } from "@scrims/shared/auth/auth.schema";

type AuthProviderProps = {
  children: ReactNode;
  /** Called when the server refuses the stored session (invalid or expired token). */
  onSessionRejected?: () => void;
};

/**
 * Holds the session: verifies a stored token on load (none stored: signed out at once), signs out
 * when any call made with the token gets 401, and follows sign-in and sign-out in other tabs.
 */
export function AuthProvider({ children, onSessionRejected }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [token, setTokenState] = useState(getToken);
  const session = useQuery({ ...sessionQueryOptions(), enabled: token !== null });

  const signIn = useCallback(
    (next: AuthSessionDto) => {
      setToken(next.token);
      setTokenState(next.token);
      queryClient.setQueryData(authKeys.session(), next);
    },
    [queryClient],
  );

  const signOut = useCallback(() => {
    clearToken();
    setTokenState(null);
    queryClient.removeQueries({ queryKey: authKeys.all });
  }, [queryClient]);

  useEffect(
    () =>
      api.subscribe((event) => {
        if (event.type !== "unauthorized") {
          return;
        }
        signOut();
        onSessionRejected?.();
      }),
    [signOut, onSessionRejected],
  );

  useEffect(() => {
    const handleStorage = (event: StorageEvent) => {
      if (event.key !== SESSION_TOKEN_KEY && event.key !== null) {
        return;
      }
      const stored = getToken();
      if (!stored) {
        signOut();
        return;
      }
      setTokenState(stored);
      void queryClient.invalidateQueries({ queryKey: authKeys.all });
    };
    window.addEventListener("storage", handleStorage);
    return () => window.removeEventListener("storage", handleStorage);
  }, [queryClient, signOut]);

  const value = useMemo<AuthContextValue>(() => {
    const currentUser = token ? (session.data?.user ?? null) : null;
    return {
      currentUser,
      // Only the first check counts: a re-check after a failed one is "pending" again but must not
      // put the guards back into their loading state.
      isVerifyingUser: token !== null && session.isPending && session.errorUpdatedAt === 0,
      isAdmin: isAdminUser(currentUser),
      hasSession: token !== null,
      signIn,
      signOut,
    };
  }, [token, session.data, session.isPending, session.errorUpdatedAt, signIn, signOut]);

  // The first check's answer re-renders the whole signed-in page (header, guards, page): shown as
  // a transition, which React renders in slices instead of one long task. Every other change
  // (sign-in, sign-out, a refused token) is shown at once.
  const deferredValue = useDeferredValue(value);
  const shown = deferredValue.isVerifyingUser && !value.isVerifyingUser ? deferredValue : value;

  return <AuthContext value={shown}>{children}</AuthContext>;
}
