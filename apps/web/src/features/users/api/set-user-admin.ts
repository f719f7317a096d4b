import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { api } from "@/lib/api-client";
import { setUserInCache } from "./set-user-in-cache";

type SetUserAdminVariables = { userId: string; isAdmin: boolean };

/** Admin only: grants or removes another player's admin rights. */
const setUserAdmin = ({ userId, isAdmin }: SetUserAdminVariables) =>
  api.put<UserDto>(`/api/users/${encodeURIComponent(userId)}/admin`, { isAdmin });

export function useSetUserAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserAdmin,
    onSuccess: (user) => setUserInCache(queryClient, user),
  });
}
