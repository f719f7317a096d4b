// Without zod: a seat's summoner lookup checks a Riot ID against these on the first load.
export const SUMMONER_NAME_MIN = 3;
export const SUMMONER_NAME_MAX = 16;
export const TAGLINE_MAX = 5;
