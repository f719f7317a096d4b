import { z } from "zod";

/** How far back reliability and the no-show block look. */
export const RELIABILITY_WINDOW_DAYS = 30;
/** No-shows within the window that block joining. */
export const NO_SHOWS_TO_BLOCK = 3;
/** How long a block lasts from the no-show that caused it. */
export const NO_SHOW_BLOCK_HOURS = 24;

/**
 * Games a player showed up for out of the games they were seated in at check-in, over the last
 * 30 days; `percent` (rounded) is null when there were none.
 */
export const reliabilityDtoSchema = z.object({
  shown: z.number().int().min(0),
  seated: z.number().int().min(0),
  percent: z.number().int().min(0).max(100).nullable(),
});
export type ReliabilityDto = z.infer<typeof reliabilityDtoSchema>;
