import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
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

/** The `after` of the page following `last`, or undefined on the last page (react-query's end). */
export const nextAfter = (last: ScrimsPageAnswer) => last.page.next ?? undefined;

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
