import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { readPastPushes } from "@/lib/pushed-queries";
import { scrimKeys } from "./scrim-keys";

/** `GET /api/scrims/{id}`: with the lobby name and password when the viewer may see them. */
const getScrim = (scrimId: string, signal?: AbortSignal) =>
  api.get<ScrimDto>(`/api/scrims/${encodeURIComponent(scrimId)}`, { signal });

export const scrimQueryOptions = (scrimId: string) =>
  queryOptions({
    queryKey: scrimKeys.detail(scrimId),
    // A push that lands while the read is out may be newer than what it read (set-scrim-in-cache).
    queryFn: ({ client, signal }) =>
      readPastPushes(client, scrimKeys.detail(scrimId), () => getScrim(scrimId, signal)),
  });

export const useScrim = (scrimId: string) => useQuery(scrimQueryOptions(scrimId));
