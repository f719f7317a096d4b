import { messages } from "@scrims/shared/users/users.schema";
import { AppError } from "@/lib/errors";

/** Names of the unique indexes on users (db/schema/users.ts) that a client can run into. */
export const USER_UNIQUE_CONSTRAINTS = {
  nameRegion: "users_name_region_key",
  discord: "users_discord_key",
  email: "users_email_key",
} as const;

/**
 * The 409 for a unique violation on users, worded for the values that were being written;
 * undefined for a constraint a client cannot cause (then the original error is a bug).
 */
export function userConflictError(
  constraint: string,
  attempted: { name?: string; region?: string; discord?: string },
): AppError | undefined {
  if (constraint === USER_UNIQUE_CONSTRAINTS.nameRegion) {
    return new AppError(
      "NAME_TAKEN",
      messages.summonerTaken(attempted.name ?? "", attempted.region ?? ""),
    );
  }
  if (constraint === USER_UNIQUE_CONSTRAINTS.discord) {
    return new AppError("DISCORD_TAKEN", messages.discordTaken(attempted.discord ?? ""));
  }
  if (constraint === USER_UNIQUE_CONSTRAINTS.email) {
    return new AppError(
      "EMAIL_TAKEN",
      "An account with this email already exists. Sign in the way you signed up.",
    );
  }
  return undefined;
}
