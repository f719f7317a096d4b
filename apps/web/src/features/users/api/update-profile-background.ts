import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileBackgroundInput, UserDto } from "@scrims/shared/users/users.schema";
import { api } from "@/lib/api-client";
import { setUserInCache } from "./set-user-in-cache";

type UpdateProfileBackgroundInput = ProfileBackgroundInput & { userId: string };

/** Owner only: the background picture and blur behind the profile. */
const updateProfileBackground = ({ userId, ...body }: UpdateProfileBackgroundInput) =>
  api.put<UserDto>(`/api/users/${encodeURIComponent(userId)}/profile-background`, body);

export function useUpdateProfileBackground() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileBackground,
    // The dialog shows its own failure text.
    meta: { skipErrorAlert: true },
    onSuccess: (user) => setUserInCache(queryClient, user),
  });
}
