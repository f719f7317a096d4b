import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUpdateUserInput, UserDto } from "@scrims/shared/users/users.schema";
import { api } from "@/lib/api-client";
import { setUserInCache } from "./set-user-in-cache";

type AdminUpdateUserVariables = AdminUpdateUserInput & { userId: string };

/** Admin only: corrects another player's summoner name, tagline or rank. */
const adminUpdateUser = ({ userId, ...body }: AdminUpdateUserVariables) =>
  api.put<UserDto>(`/api/users/${encodeURIComponent(userId)}`, body);

export function useAdminUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminUpdateUser,
    onSuccess: (user) => setUserInCache(queryClient, user),
  });
}
