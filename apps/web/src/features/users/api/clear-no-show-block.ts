import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { api } from "@/lib/api-client";
import { setUserInCache } from "./set-user-in-cache";

/** Admin only: `POST /api/users/{id}/clear-no-show-block` → the player, block ended. */
const clearNoShowBlock = ({ userId }: { userId: string }) =>
  api.post<UserDto>(`/api/users/${encodeURIComponent(userId)}/clear-no-show-block`);

export function useClearNoShowBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearNoShowBlock,
    onSuccess: (user) => setUserInCache(queryClient, user),
  });
}
