import { useMutation } from "@tanstack/react-query";
import type { AuthSessionDto } from "@scrims/shared/auth/auth.schema";
import type { UpdateUserInput } from "@scrims/shared/users/users.schema";
import { api } from "@/lib/api-client";
import { useAuth } from "@/lib/session";

/** Changes the signed-in player's account details; answers with a fresh session. */
export const updateUser = (input: UpdateUserInput) =>
  api.put<AuthSessionDto>("/api/auth/update-user", input);

export function useUpdateUser() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: updateUser,
    // signIn writes the returned user into the session cache, so the header updates at once.
    onSuccess: (session) => signIn(session),
  });
}
