import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserScrimsDto } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { scrimKeys } from "./scrim-keys";

/** `GET /api/users/{id}/scrims`: the scrims a player played or casted, with EXP, level and win rate. */
export const getUserRecord = (userId: string, signal?: AbortSignal) =>
  api.get<UserScrimsDto>(`/api/users/${encodeURIComponent(userId)}/scrims`, { signal });

export const userRecordQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: scrimKeys.userRecord(userId),
    queryFn: ({ signal }) => getUserRecord(userId, signal),
  });

export const useUserRecord = (userId: string) => useQuery(userRecordQueryOptions(userId));
