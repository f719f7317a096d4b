// Without zod: the hub reads the regions, their colours and the filter's check on its first load.
/** Regions a player can register in and filter by. */
export const REGIONS = ["NA", "EUW", "EUNE", "LAN", "OCE"] as const;
export type Region = (typeof REGIONS)[number];
export const DEFAULT_REGION: Region = "NA";

/** Whether a value (a stored preference, a query parameter) is one of the playable regions. */
export function isRegion(value: unknown): value is Region {
  return REGIONS.includes(value as Region);
}

/** Chip colours for the playable regions (dashboard pie, scrim chips). */
export const REGION_COLORS: Record<Region, string> = {
  NA: "#2196F3",
  EUW: "#4CAF50",
  EUNE: "#FF9800",
  LAN: "#E91E63",
  OCE: "#9C27B0",
};

/**
 * The same colours as text on the dark theme's cards and tints: their 200 shades, 5:1 and more
 * (the chip colours themselves are 2.4:1 for OCE and 3.4:1 for LAN as text there).
 */
export const REGION_TEXT_COLORS: Record<Region, string> = {
  NA: "#90caf9",
  EUW: "#a5d6a7",
  EUNE: "#ffcc80",
  LAN: "#f48fb1",
  OCE: "#ce93d8",
};
