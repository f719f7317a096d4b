import type { AuthSessionDto } from "@scrims/shared/auth/auth.schema";
import type { RegisterInput } from "@scrims/shared/users/users.schema";
import { api } from "@/lib/api-client";
import { useSessionMutation } from "./session-mutation";

/** Creates the account of the signed-in identity; the answer carries the new user. */
const register = (input: RegisterInput) => api.post<AuthSessionDto>("/api/auth/register", input);

export const useRegister = () => useSessionMutation(register);
