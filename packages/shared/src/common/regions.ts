import { z } from "zod";

/** Regions a player can register in and filter by. */
export const REGIONS = ["NA", "EUW", "EUNE", "LAN", "OCE"] as const;
export const regionSchema = z.enum(REGIONS);
export type Region = z.infer<typeof regionSchema>;
export const DEFAULT_REGION: Region = "NA";

/** Chip colours for the playable regions (dashboard pie, scrim chips). */
export const REGION_COLORS: Record<Region, string> = {
  NA: "#2196F3",
  EUW: "#4CAF50",
  EUNE: "#FF9800",
  LAN: "#E91E63",
  OCE: "#9C27B0",
};
