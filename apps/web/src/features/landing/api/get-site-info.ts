import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteInfoDto } from "@scrims/shared/site/site.schema";
import { api } from "@/lib/api-client";

export const siteKeys = { info: () => ["site", "info"] as const };

/** `GET /api/site`: the community links the server's operator configured. */
const getSiteInfo = (signal?: AbortSignal) => api.get<SiteInfoDto>("/api/site", { signal });

const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: siteKeys.info(),
    queryFn: ({ signal }) => getSiteInfo(signal),
    // Set by the server's configuration: it does not change while the page is open.
    staleTime: Infinity,
  });

export const useSiteInfo = () => useQuery(siteInfoQueryOptions());
