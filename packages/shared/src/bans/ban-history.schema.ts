import { z } from "zod";
import { DATE_YEAR_MAX, DATE_YEAR_MIN } from "../common/dates";
import { text } from "../common/text";
import { INVALID_TIME_ZONE, timeZoneSchema } from "../common/time-zone";

/** 'Results per page:' choices of the ban history (part 2, section 9). */
export const BAN_HISTORY_PAGE_SIZES = {
  desktop: [10, 20, 30, 40, 50, 100],
  mobile: [3, 5, 10, 15, 20, 25, 30],
} as const;
export const BAN_HISTORY_DEFAULT_PAGE_SIZE = { desktop: 10, mobile: 3 } as const;
/** The largest page the server serves (the desktop's largest choice). */
const BAN_HISTORY_PAGE_SIZE_MAX = 100;
/** Reasons are cut here in the table; the whole text shows on hover. */
export const BAN_REASON_SHOWN = 32;
/** Names the autocomplete offers at once. */
export const BAN_HISTORY_NAME_OPTIONS_MAX = 10;
/** Days the date filter offers at most (newest first). */
export const BAN_HISTORY_DATE_OPTIONS_MAX = 1000;

const BAN_HISTORY_STATUSES = ["all", "active", "expired"] as const;
export type BanHistoryStatus = (typeof BAN_HISTORY_STATUSES)[number];

export const banHistoryTexts = {
  loading: "Loading Data",
  perPage: "Results per page:",
  active: "Active",
  expired: "Inactive/Expired",
  empty: "No bans found",
  invalidTimeZone: INVALID_TIME_ZONE,
  invalidDate: "Date must be a day as YYYY-MM-DD",
} as const;

/** An empty query parameter (`?name=`) counts as absent. */
const emptyAsAbsent = (value: unknown) => (value === "" ? undefined : value);

const dayString = z.iso.date({ error: banHistoryTexts.invalidDate }).refine((value) => {
  const year = Number(value.slice(0, 4));
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}, banHistoryTexts.invalidDate);

/**
 * `GET /api/admin/all-bans-history`: one page of the history, sorted by `createdAt` ascending.
 * `name` is a summoner name (case and spaces do not count), `date` a day of `dateFrom` in `tz`,
 * `status` `active` (not lifted and not ended: biting or about to start) or `expired` (ended or
 * lifted).
 */
export const banHistoryQuerySchema = z.object({
  page: z.preprocess(emptyAsAbsent, z.coerce.number().int().min(1).max(1_000_000).default(1)),
  pageSize: z.preprocess(
    emptyAsAbsent,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(BAN_HISTORY_PAGE_SIZE_MAX)
      .default(BAN_HISTORY_DEFAULT_PAGE_SIZE.desktop),
  ),
  name: z.preprocess(emptyAsAbsent, text().trim().min(1).max(100).optional()),
  date: z.preprocess(emptyAsAbsent, dayString.optional()),
  status: z.preprocess(emptyAsAbsent, z.enum(BAN_HISTORY_STATUSES).default("all")),
  tz: timeZoneSchema,
});
export type BanHistoryQuery = z.infer<typeof banHistoryQuerySchema>;

/** One ban of the history: the fields of part 2's Ban, plus its id and when it was lifted. */
const banHistoryItemDtoSchema = z.object({
  _id: z.uuid(),
  _user: z.object({ _id: z.uuid(), name: z.string(), region: z.string() }),
  dateFrom: z.string(),
  dateTo: z.string(),
  /** Not lifted and not ended yet (biting now, or starting later). */
  isActive: z.boolean(),
  reason: z.string(),
  createdAt: z.string(),
  liftedAt: z.string().nullable(),
});
export type BanHistoryItemDto = z.infer<typeof banHistoryItemDtoSchema>;

export const banHistoryPageDtoSchema = z.object({
  bans: z.array(banHistoryItemDtoSchema),
  /** Bans matching the filters, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type BanHistoryPageDto = z.infer<typeof banHistoryPageDtoSchema>;

/** `GET /api/admin/all-bans-history/names?q=`: the name autocomplete, banned players only. */
export const banHistoryNamesQuerySchema = z.object({
  q: text().trim().min(1, "Type a name to search").max(100, "Search text is too long"),
});

export const banHistoryNamesDtoSchema = z.object({
  names: z.array(z.object({ name: z.string(), region: z.string() })),
});
export type BanHistoryNamesDto = z.infer<typeof banHistoryNamesDtoSchema>;

/** `GET /api/admin/all-bans-history/dates?tz=`: the days bans start on, newest first. */
export const banHistoryDatesQuerySchema = z.object({ tz: timeZoneSchema });

export const banHistoryDatesDtoSchema = z.object({
  /** `YYYY-MM-DD` days in the asked time zone, newest first. */
  dates: z.array(z.string()),
});
export type BanHistoryDatesDto = z.infer<typeof banHistoryDatesDtoSchema>;
