import {
  FALLBACK_DDRAGON_VERSION,
  FALLBACK_PROFILE_ICON_ID,
} from "@scrims/shared/riot/riot.constants";

/** Riot's CDN for game images; the server's CSP allows images from it (and nothing else). */
const DDRAGON_ORIGIN = "https://ddragon.leagueoflegends.com";

/** A profile icon's image on Data Dragon, for a version from `GET /api/riot/ddragon-version`. */
function profileIconUrl(version: string, iconId: number): string {
  return `${DDRAGON_ORIGIN}/cdn/${encodeURIComponent(version)}/img/profileicon/${iconId}.png`;
}

/** The icon to try, then the fallback icon (29) of the same version, then the stock version. */
export function profileIconCandidates(version: string, iconId: number): string[] {
  const urls = [
    profileIconUrl(version, iconId),
    profileIconUrl(version, FALLBACK_PROFILE_ICON_ID),
    profileIconUrl(FALLBACK_DDRAGON_VERSION, FALLBACK_PROFILE_ICON_ID),
  ];
  return [...new Set(urls)];
}
