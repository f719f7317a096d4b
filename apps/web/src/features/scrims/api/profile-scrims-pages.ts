import { infiniteQueryOptions } from "@tanstack/react-query";
import type { InfiniteData, QueryKey, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ScrimDto, ScrimsPageDto } from "@scrims/shared/scrims/scrims.schema";

/** One page of a profile list as the server sends it. */
type ScrimsPageAnswer = { scrims: ScrimDto[]; page: ScrimsPageDto };

/** A profile list's query state: the pages loaded so far, joined, and how to load the next. */
export type ProfileScrimsList = {
  scrims: ScrimDto[];
  /** The counts of the list (from the newest page), once one has arrived. */
  page: ScrimsPageDto | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * The pages of a profile list: the first without `after`, each next one after the last scrim of
 * the one before (`page.next`), until the server says there is none.
 */
export function profileScrimsQueryOptions<T extends ScrimsPageAnswer, K extends QueryKey>(
  queryKey: K,
  fetchPage: (after: string | undefined, signal: AbortSignal) => Promise<T>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: T) => last.page.next ?? undefined,
  });
}

/** Joins the pages of an infinite query of a profile list into one list state. */
export function profileScrimsList<T extends ScrimsPageAnswer>(
  query: UseInfiniteQueryResult<InfiniteData<T>>,
): ProfileScrimsList {
  const pages = query.data?.pages ?? [];
  return {
    scrims: pages.flatMap((page) => page.scrims),
    page: pages.at(-1)?.page,
    isPending: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
  };
}
