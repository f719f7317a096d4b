import { z } from "zod";

/** `?token=` of the unsubscribe link in every reminder email (signed; names the user). */
export const unsubscribeQuerySchema = z.object({
  token: z.string().min(1).max(200),
});

/** Where the unsubscribe link lands in the browser once reminders are off. */
export const UNSUBSCRIBED_PAGE_PATH = "/email/unsubscribed";
