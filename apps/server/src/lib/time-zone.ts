import { INVALID_TIME_ZONE } from "@scrims/shared/common/time-zone";
import { AppError } from "./errors";

/** PostgreSQL's SQLSTATE for a bad parameter, here a time zone its own list does not know. */
const INVALID_PARAMETER_VALUE = "22023";

/**
 * Runs queries that read a client's time zone (`at time zone`): a zone the browser knows but
 * PostgreSQL does not is the client's mistake, a 400 rather than a 500.
 *
 * @throws AppError VALIDATION_FAILED 'Time zone is not valid'
 */
export async function inTimeZone<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const fields = error as { code?: unknown; cause?: { code?: unknown } };
    if (fields.code === INVALID_PARAMETER_VALUE || fields.cause?.code === INVALID_PARAMETER_VALUE) {
      throw new AppError("VALIDATION_FAILED", INVALID_TIME_ZONE);
    }
    throw error;
  }
}
