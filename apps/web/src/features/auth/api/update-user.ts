import type { AuthSessionDto } from "@scrims/shared/auth/auth.schema";
import type { UpdateUserInput } from "@scrims/shared/users/users.schema";
import { api } from "@/lib/api-client";
import { useSessionMutation } from "./session-mutation";

/** Changes the signed-in player's account details; answers with a fresh session. */
const updateUser = (input: UpdateUserInput) =>
  api.put<AuthSessionDto>("/api/auth/update-user", input);

export const useUpdateUser = () => useSessionMutation(updateUser);
