import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateScrimInput, ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { scrimKeys } from "./scrim-keys";
import { setScrimInCache } from "./set-scrim-in-cache";

/** `POST /api/scrims` (admins): the signed-in admin is the creator. */
const createScrim = (input: CreateScrimInput) => api.post<ScrimDto>("/api/scrims", input);

export function useCreateScrim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScrim,
    // The form shows 'Failed to create scrim' or the server's message itself.
    meta: { skipErrorAlert: true },
    onSuccess: (scrim) => {
      setScrimInCache(queryClient, scrim);
      void queryClient.invalidateQueries({ queryKey: scrimKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: scrimKeys.userCreated(scrim.createdBy._id) });
    },
  });
}
