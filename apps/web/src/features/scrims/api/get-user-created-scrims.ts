import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type {
  CreatedScrimsDto,
  CreatedScrimsFilter,
  ProfileScrimsOrder,
} from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { profileScrimsList, profileScrimsQueryOptions } from "./profile-scrims-pages";
import { scrimKeys } from "./scrim-keys";

export type CreatedScrimsParams = { order: ProfileScrimsOrder; filter: CreatedScrimsFilter };

/** `GET /api/users/{id}/created-scrims`: a page of the scrims a player (an admin) created. */
const getUserCreatedScrims = (
  userId: string,
  params: CreatedScrimsParams & { after?: string },
  signal?: AbortSignal,
) =>
  api.get<CreatedScrimsDto>(`/api/users/${encodeURIComponent(userId)}/created-scrims`, {
    params,
    signal,
  });

const userCreatedScrimsQueryOptions = (userId: string, params: CreatedScrimsParams) =>
  profileScrimsQueryOptions([...scrimKeys.userCreated(userId), params] as const, (after, signal) =>
    getUserCreatedScrims(userId, { ...params, after }, signal),
  );

/** Only fetched when the list is shown: to the owner and to admins. */
export const useUserCreatedScrims = (
  userId: string,
  params: CreatedScrimsParams,
  { enabled }: { enabled: boolean },
) =>
  profileScrimsList(
    useInfiniteQuery({
      ...userCreatedScrimsQueryOptions(userId, params),
      enabled,
      // A new order or filter keeps the old rows on screen until its first page arrives.
      placeholderData: keepPreviousData,
    }),
  );
