import type { AuthSessionDto, ExchangeCodeInput } from "@scrims/shared/auth/auth.schema";
import { api } from "@/lib/api-client";
import { useSessionMutation } from "./session-mutation";

/** Trades the one-time code from a provider sign-in callback for a session. */
export const exchangeCode = (input: ExchangeCodeInput) =>
  api.post<AuthSessionDto>("/api/auth/exchange", input);

/** The page explains a failure itself, with the sign-in wording of the specification. */
export const useExchangeCode = () => useSessionMutation(exchangeCode, { skipErrorAlert: true });
