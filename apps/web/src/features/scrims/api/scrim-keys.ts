/** The one query-key factory of the scrims feature (docs/ARCHITECTURE.md, house style rule 18). */
export const scrimKeys = {
  all: ["scrims"] as const,
  lists: () => [...scrimKeys.all, "list"] as const,
  list: (filters: { region: string; startDate: string; endDate: string }) =>
    [...scrimKeys.lists(), filters] as const,
  details: () => [...scrimKeys.all, "detail"] as const,
  detail: (scrimId: string) => [...scrimKeys.details(), scrimId] as const,
  /** An admin's balance proposal: never kept, always asked again when the dialog opens. */
  balance: (scrimId: string) => [...scrimKeys.all, "balance", scrimId] as const,
  userCreated: (userId: string) => [...scrimKeys.all, "user-created", userId] as const,
  userRecord: (userId: string) => [...scrimKeys.all, "user-record", userId] as const,
  userActivity: (userId: string) => [...scrimKeys.all, "user-activity", userId] as const,
};
