import { useMutation } from "@tanstack/react-query";
import type { AuthSessionDto, ExchangeCodeInput } from "@scrims/shared/auth/auth.schema";
import { api } from "@/lib/api-client";
import { useAuth } from "@/lib/session";

/** Trades the one-time code from a provider sign-in callback for a session. */
export const exchangeCode = (input: ExchangeCodeInput) =>
  api.post<AuthSessionDto>("/api/auth/exchange", input);

export function useExchangeCode() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: exchangeCode,
    // The page explains a failure itself, with the sign-in wording of the specification.
    meta: { skipErrorAlert: true },
    onSuccess: (session) => signIn(session),
  });
}
