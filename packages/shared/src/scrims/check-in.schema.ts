import { z } from "zod";
import { CHECK_IN_MINUTES } from "./check-in.constants";

export const checkInMinutesSchema = z.literal(CHECK_IN_MINUTES, {
  error: `Check-in must be one of ${CHECK_IN_MINUTES.join(", ")} minutes (0 is off)`,
});
