import type { ServerStatusDto } from "@scrims/shared/server-status/server-status.schema";
import { AppError } from "@/lib/errors";
import type { Deps } from "@/lib/deps";
import { serverStatusRepository } from "./server-status.repository";

/**
 * The server counts as up when its database answers.
 *
 * @throws AppError SERVICE_UNAVAILABLE when the database does not answer
 */
export async function getServerStatus({ db }: Pick<Deps, "db">): Promise<ServerStatusDto> {
  try {
    await serverStatusRepository.ping(db);
  } catch {
    throw new AppError("SERVICE_UNAVAILABLE", "The database is not answering");
  }
  return { isServerUp: true };
}
