import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type {
  ParticipatedScrimsFilter,
  ProfileScrimsOrder,
  UserScrimsDto,
} from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { profileScrimsList, profileScrimsQueryOptions } from "./profile-scrims-pages";
import { scrimKeys } from "./scrim-keys";

export type UserRecordParams = { order: ProfileScrimsOrder; filter: ParticipatedScrimsFilter };

/** The list as a profile opens it: newest first, unfiltered (its first page feeds the card). */
export const DEFAULT_RECORD_PARAMS: UserRecordParams = { order: "desc", filter: "none" };

/**
 * `GET /api/users/{id}/scrims`: a page of the scrims a player played or casted, with EXP, level
 * and win rate.
 */
const getUserRecord = (
  userId: string,
  params: UserRecordParams & { after?: string },
  signal?: AbortSignal,
) => api.get<UserScrimsDto>(`/api/users/${encodeURIComponent(userId)}/scrims`, { params, signal });

const userRecordQueryOptions = (userId: string, params: UserRecordParams) =>
  profileScrimsQueryOptions([...scrimKeys.userRecord(userId), params] as const, (after, signal) =>
    getUserRecord(userId, { ...params, after }, signal),
  );

/**
 * The summary card's record (stats come with every page): the same query as the participated
 * list's default view, so a profile opens with one request.
 */
export const useUserRecord = (userId: string) => {
  const query = useInfiniteQuery(userRecordQueryOptions(userId, DEFAULT_RECORD_PARAMS));
  return { data: query.data?.pages[0], isPending: query.isPending };
};

/** The participated list: pages of the record in the chosen order and filter. */
export const useUserRecordPages = (userId: string, params: UserRecordParams) =>
  profileScrimsList(
    useInfiniteQuery({
      ...userRecordQueryOptions(userId, params),
      // A new order or filter keeps the old rows on screen until its first page arrives.
      placeholderData: keepPreviousData,
    }),
  );
