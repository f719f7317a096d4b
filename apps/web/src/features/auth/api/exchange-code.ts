import type { AuthSessionDto, ExchangeCodeInput } from "@scrims/shared/auth/auth.schema";
import { api } from "@/lib/api-client";
import { useSessionMutation } from "./session-mutation";

/** Trades the one-time code from a provider sign-in callback for a session. */
const exchangeCode = (input: ExchangeCodeInput) =>
  api.post<AuthSessionDto>("/api/auth/exchange", input);

/** The page explains a failure itself, in the sign-in page's own words. */
export const useExchangeCode = () => useSessionMutation(exchangeCode, { skipErrorAlert: true });
