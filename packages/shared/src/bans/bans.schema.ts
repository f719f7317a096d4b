import { z } from "zod";
import { dateTime } from "../common/dates";
import { isEmptyOrVisible, text } from "../common/text";
import { BAN_MIN_DURATION_MS, BAN_REASON_MAX, banMessages } from "./bans.constants";

export { BAN_REASON_MAX, banMessages } from "./bans.constants";

/** Line feed, carriage return, vertical tab, form feed, next line, line and paragraph separators. */
const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/;

/** An instant as every date input takes it (ISO-8601 with an offset, years 2000–2100). */
const dateField = (required: string) =>
  z.string({ error: required }).min(1, required).pipe(dateTime(banMessages.invalidDate));

/** The ban rule alone, shared by the form (as the admin types) and the server. */
function banDatesIssue(dateFrom: string, dateTo: string): string | undefined {
  const from = Date.parse(dateFrom);
  const to = Date.parse(dateTo);
  if (Number.isNaN(from) || Number.isNaN(to)) {
    return undefined;
  }
  return to - from >= BAN_MIN_DURATION_MS ? undefined : banMessages.dateToTooEarly;
}

/** `POST /api/users/{id}/ban`: ISO-8601 instants; `dateFrom` may be in the past. */
export const banInputSchema = z
  .object({
    dateFrom: dateField(banMessages.dateFromRequired),
    dateTo: dateField(banMessages.dateToRequired),
    /** One line (it is shown cut in a table row and on the banner): line breaks are refused, not joined. */
    reason: z
      .string({ error: banMessages.reasonRequired })
      .refine((value) => !LINE_BREAK.test(value), {
        message: banMessages.reasonOneLine,
        abort: true,
      })
      .pipe(
        text({ error: banMessages.reasonRequired })
          .trim()
          .min(1, banMessages.reasonRequired)
          .refine(isEmptyOrVisible, banMessages.reasonRequired)
          .max(BAN_REASON_MAX, banMessages.reasonTooLong),
      ),
  })
  .superRefine((value, ctx) => {
    const issue = banDatesIssue(value.dateFrom, value.dateTo);
    if (issue) {
      ctx.addIssue({ code: "custom", path: ["dateTo"], message: issue });
    }
  });
export type BanInput = z.infer<typeof banInputSchema>;

/** A player's ban that is not lifted yet (`currentBan` of the user DTO; null when none). */
export const currentBanDtoSchema = z.object({
  _id: z.uuid(),
  /** True while it bites: from `dateFrom` until `dateTo`. False once `dateTo` passed (expired, not lifted yet). */
  isActive: z.boolean(),
  dateFrom: z.string(),
  dateTo: z.string(),
  /** Seen by the banned player and admins only; null for anyone else. */
  reason: z.string().nullable(),
  _bannedBy: z.uuid().nullable(),
});
export type CurrentBanDto = z.infer<typeof currentBanDtoSchema>;

/** `POST /api/admin/lift-expired-bans`. */
export const liftExpiredBansDtoSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  lifted: z.number().int(),
});
export type LiftExpiredBansDto = z.infer<typeof liftExpiredBansDtoSchema>;
