import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ScrimListDto } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { scrimKeys } from "./scrim-keys";

/** `GET /api/users/{id}/created-scrims`: the scrims a player (an admin) created. */
export const getUserCreatedScrims = (userId: string, signal?: AbortSignal) =>
  api.get<ScrimListDto>(`/api/users/${encodeURIComponent(userId)}/created-scrims`, { signal });

export const userCreatedScrimsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: scrimKeys.userCreated(userId),
    queryFn: ({ signal }) => getUserCreatedScrims(userId, signal),
  });

/** Only fetched when the list is shown: to the owner and to admins. */
export const useUserCreatedScrims = (userId: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...userCreatedScrimsQueryOptions(userId), enabled });
