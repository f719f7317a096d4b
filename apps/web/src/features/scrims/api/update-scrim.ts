import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import type { ScrimDto, UpdateScrimInput } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { scrimKeys } from "./scrim-keys";
import { setScrimInCache } from "./set-scrim-in-cache";

type UpdateScrimVariables = { scrimId: string; input: UpdateScrimInput };

/** `PUT /api/scrims/{id}` (admins): every field, the lobby password and the winner (null = N/A). */
const updateScrim = ({ scrimId, input }: UpdateScrimVariables) =>
  api.put<ScrimDto>(`/api/scrims/${encodeURIComponent(scrimId)}`, input);

/** Lists and the records of everyone in the scrim: an edited winner changes their EXP. */
export function invalidateScrimViews(queryClient: QueryClient, scrims: ScrimDto[]) {
  void queryClient.invalidateQueries({ queryKey: scrimKeys.lists() });
  const people = new Set<string>();
  for (const scrim of scrims) {
    void queryClient.invalidateQueries({ queryKey: scrimKeys.userCreated(scrim.createdBy._id) });
    for (const seat of [...scrim.teamOne, ...scrim.teamTwo]) {
      people.add(seat._user._id);
    }
    for (const caster of scrim.casters) {
      people.add(caster._id);
    }
  }
  for (const userId of people) {
    void queryClient.invalidateQueries({ queryKey: scrimKeys.userRecord(userId) });
  }
}

export function useUpdateScrim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateScrim,
    // The form shows 'Failed to update scrim' or the server's message itself.
    meta: { skipErrorAlert: true },
    onSuccess: (scrim, { scrimId }) => {
      const before = queryClient.getQueryData<ScrimDto>(scrimKeys.detail(scrimId));
      setScrimInCache(queryClient, scrim);
      invalidateScrimViews(queryClient, before ? [before, scrim] : [scrim]);
    },
  });
}
