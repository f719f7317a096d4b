import type { AuthSessionDto, DevLoginInput } from "@scrims/shared/auth/auth.schema";
import { api } from "@/lib/api-client";
import { useSessionMutation } from "./session-mutation";

/** Local sign-in by email (no password; only when the server enables it). */
const devLogin = (input: DevLoginInput) => api.post<AuthSessionDto>("/api/auth/dev-login", input);

/**
 * Signs in with the answer; `user` is null when the account still has to be registered. The form
 * says what went wrong, in the product's words for a failed login.
 */
export const useDevLogin = () => useSessionMutation(devLogin, { skipErrorAlert: true });
