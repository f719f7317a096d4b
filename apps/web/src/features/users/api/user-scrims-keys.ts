/**
 * Cache keys of a player's scrims on the profile. They are the very tuples of the scrims feature's
 * `scrimKeys.userCreated` and `scrimKeys.userRecord` (features/scrims/api/scrim-keys.ts), written
 * out here because features do not import each other: a scrim saved, edited or decided there
 * invalidates these entries. `src/app/query-keys.test.ts` keeps the two equal.
 */
export const userScrimsKeys = {
  created: (userId: string) => ["scrims", "user-created", userId] as const,
  record: (userId: string) => ["scrims", "user-record", userId] as const,
};
