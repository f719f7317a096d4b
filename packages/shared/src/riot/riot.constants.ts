// Without zod: every seat's summoner icon and rank plate read these on the first load.
/** Profile icon shown when a summoner cannot be looked up (Riot's default icon). */
export const FALLBACK_PROFILE_ICON_ID = 29;
/** Data Dragon version used when Data Dragon cannot be reached. */
export const FALLBACK_DDRAGON_VERSION = "14.24.1";
/** How long summoner data and the Data Dragon version are kept, server and browser alike. */
export const SUMMONER_CACHE_MINUTES = 30;
/** The ranked queue that drives rank plates. */
export const RANKED_SOLO_QUEUE = "RANKED_SOLO_5x5";
