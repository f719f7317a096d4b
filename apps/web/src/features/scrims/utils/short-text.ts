/**
 * Names shortened to fit: in team rows on wide screens the summoner name to
 * 11 characters, the tagline to 3 and the Discord name to 9; in lists names to 12. The full text
 * goes in a tooltip.
 */
export const SHORT_LIMITS = { name: 11, tagline: 3, discord: 9, listName: 12 } as const;

/** `text` cut to `max` characters (whole code points, so no emoji is split) with "…" when cut. */
export function shortText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join("")}…`;
}
