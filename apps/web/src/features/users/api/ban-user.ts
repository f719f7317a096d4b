import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BanInput } from "@scrims/shared/bans/bans.schema";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { api } from "@/lib/api-client";
import { setUserInCache } from "./set-user-in-cache";

type BanUserVariables = BanInput & { userId: string };

/** Admin only: `POST /api/users/{id}/ban {dateFrom, dateTo, reason}` → the player with `currentBan`. */
export const banUser = ({ userId, ...ban }: BanUserVariables) =>
  api.post<UserDto>(`/api/users/${encodeURIComponent(userId)}/ban`, ban);

/** Admin only: `POST /api/users/{id}/unban` → the player, `currentBan` null. */
const unbanUser = ({ userId }: { userId: string }) =>
  api.post<UserDto>(`/api/users/${encodeURIComponent(userId)}/unban`);

export function useUnbanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbanUser,
    onSuccess: (user) => setUserInCache(queryClient, user),
  });
}
