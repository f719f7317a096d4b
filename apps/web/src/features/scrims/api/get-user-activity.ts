import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ActivityDto, ActivityFilter } from "@scrims/shared/scrims/activity.schema";
import { api } from "@/lib/api-client";
import { scrimKeys } from "./scrim-keys";

/** The months (`YYYY-MM`, both included, in `tz`) and the games the profile's chart shows. */
export type UserActivityParams = { from: string; to: string; filter: ActivityFilter; tz: string };

/** `GET /api/users/{id}/activity?from&to&filter&tz`: the player's games by month. */
const getUserActivity = (userId: string, params: UserActivityParams, signal?: AbortSignal) =>
  api.get<ActivityDto>(`/api/users/${encodeURIComponent(userId)}/activity`, { params, signal });

const userActivityQueryOptions = (userId: string, params: UserActivityParams) =>
  queryOptions({
    queryKey: [...scrimKeys.userActivity(userId), params] as const,
    queryFn: ({ signal }) => getUserActivity(userId, params, signal),
  });

/** The chart's data; another range or filter keeps the bars on screen until its answer. */
export const useUserActivity = (userId: string, params: UserActivityParams | null) =>
  useQuery({
    ...userActivityQueryOptions(userId, params ?? { from: "", to: "", filter: "all", tz: "" }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
