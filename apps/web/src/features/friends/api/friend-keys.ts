/** The one query-key factory of the friends feature. */
export const friendKeys = {
  all: ["friends"] as const,
  requests: () => [...friendKeys.all, "requests"] as const,
  checks: () => [...friendKeys.all, "check"] as const,
  check: (userId: string) => [...friendKeys.checks(), userId] as const,
  lists: () => [...friendKeys.all, "list"] as const,
  list: (userId: string) => [...friendKeys.lists(), userId] as const,
};
