import { z } from "zod";
import { DATE_YEAR_MAX, DATE_YEAR_MIN } from "../common/dates";
import { timeZoneSchema } from "../common/time-zone";
import { monthSpan } from "./activity.rules";

/** What the profile's activity chart counts: every game, or those played, or those casted. */
const ACTIVITY_FILTERS = ["all", "played", "casted"] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];

export const ACTIVITY_DEFAULT_MONTHS = 6;
/** The longest range one request may ask for (a custom range included). */
export const ACTIVITY_MONTHS_MAX = 36;

export const activityTexts = {
  invalidMonth: `A month is YYYY-MM, in the years ${DATE_YEAR_MIN} to ${DATE_YEAR_MAX}`,
  fromAndTo: "Give both from and to, or neither",
  reversed: "The range must not end before it starts",
  tooLong: `A range is at most ${ACTIVITY_MONTHS_MAX} months`,
} as const;

const emptyAsAbsent = (value: unknown) => (value === "" ? undefined : value);

const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, activityTexts.invalidMonth)
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
  }, activityTexts.invalidMonth);

/**
 * `GET /api/users/{id}/activity?from&to&filter&tz`: the months `from` to `to` (both included,
 * "YYYY-MM" in time zone `tz`); without them, the last 6 months up to the current one in `tz`.
 */
export const activityQuerySchema = z
  .object({
    from: z.preprocess(emptyAsAbsent, monthSchema.optional()),
    to: z.preprocess(emptyAsAbsent, monthSchema.optional()),
    filter: z
      .enum(ACTIVITY_FILTERS, `filter must be one of ${ACTIVITY_FILTERS.join(", ")}`)
      .default("all"),
    tz: timeZoneSchema,
  })
  .superRefine((query, ctx) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      ctx.addIssue({ code: "custom", message: activityTexts.fromAndTo, path: ["to"] });
      return;
    }
    if (query.from === undefined || query.to === undefined) {
      return;
    }
    const span = monthSpan(query.from, query.to);
    if (span < 1) {
      ctx.addIssue({ code: "custom", message: activityTexts.reversed, path: ["to"] });
    } else if (span > ACTIVITY_MONTHS_MAX) {
      ctx.addIssue({ code: "custom", message: activityTexts.tooLong, path: ["to"] });
    }
  });
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/**
 * A player's games by month of their start, in the viewer's time zone: every month of the range,
 * 0 where there were none. Only games that have started count, and only those the viewer may see
 * (private scrims for their members and admins alone), so the chart tells nobody of a private
 * scrim they cannot open.
 */
export const activityDtoSchema = z.object({
  from: z.string(),
  to: z.string(),
  filter: z.enum(ACTIVITY_FILTERS),
  tz: z.string(),
  months: z.array(z.object({ month: z.string(), games: z.number().int() })),
  total: z.number().int(),
});
export type ActivityDto = z.infer<typeof activityDtoSchema>;
