import { z } from "zod";

/** `GET /api/server-status`: answers only when the database does. */
export const serverStatusDtoSchema = z.object({
  isServerUp: z.literal(true),
});
export type ServerStatusDto = z.infer<typeof serverStatusDtoSchema>;
