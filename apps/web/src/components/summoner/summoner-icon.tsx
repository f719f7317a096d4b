import { FALLBACK_DDRAGON_VERSION } from "@scrims/shared/riot/riot.constants";
import { fallbackSummoner } from "@scrims/shared/riot/riot.rules";
import { useState } from "react";
import { ApiError } from "@/lib/api-client";
import { useDdragonVersion } from "./get-ddragon-version";
import { useSummoner, type SummonerOwner } from "./get-summoner";
import { profileIconCandidates } from "./summoner-data";
import "./summoner-icon.css";

/** The theme's primary.dark (#2196F3 darkened by 0.3). */
const PRIMARY_DARK = "rgb(23, 105, 170)";

type SummonerIconProps = {
  player: SummonerOwner;
  /** Diameter in pixels. */
  size: number;
  /** Ring colour, e.g. the rank's. */
  borderColor?: string;
  /** Beside the player's name (a list line, the header): the image needs no text of its own. */
  decorative?: boolean;
  /** The summoner level's plate below the circle (off in small icons of lists and the header). */
  withLevel?: boolean;
};

/**
 * The summoner's profile icon from Data Dragon with the summoner level on a small plate below it.
 * A failed lookup shows the fallback icon (29) and level 0; an image that does not load falls
 * back to icon 29, and when no image loads at all (no network to Riot's CDN) to the name's
 * initial. The initial also shows until an image has loaded, so a slow or broken one never
 * leaves an empty circle. Plain HTML and CSS (the scrim page's first paint); a refused lookup's
 * reason is the native tooltip.
 */
export function SummonerIcon({
  player,
  size,
  borderColor = PRIMARY_DARK,
  decorative = false,
  withLevel = true,
}: SummonerIconProps) {
  const summoner = useSummoner(player);
  const version = useDdragonVersion();
  const [failedUrls, setFailedUrls] = useState<readonly string[]>([]);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);

  const data = summoner.data ?? (summoner.isError ? fallbackSummoner() : undefined);
  const versionName =
    version.data?.version ?? (version.isError ? FALLBACK_DDRAGON_VERSION : undefined);
  const url =
    data && versionName
      ? profileIconCandidates(versionName, data.profileIconId).find(
          (candidate) => !failedUrls.includes(candidate),
        )
      : undefined;
  const levelText = `Summoner level ${data?.summonerLevel ?? 0}`;
  // A lookup refused as invalid (e.g. 'Tagline should not include # symbol') says why on hover.
  const refused =
    summoner.error instanceof ApiError && summoner.error.status === 400
      ? summoner.error.message
      : undefined;
  const plateSize = Math.max(9, Math.round(size * 0.2));

  return (
    <div
      data-testid="summoner-icon"
      className="summoner-icon"
      title={refused}
      aria-label={refused}
      style={{ width: size, height: size }}
    >
      <div
        className="summoner-icon__circle"
        style={{
          width: size,
          height: size,
          borderWidth: size >= 56 ? 3 : 2,
          borderColor,
          fontSize: size * 0.42,
        }}
      >
        {url !== loadedUrl && <span aria-hidden="true">{player.name.charAt(0).toUpperCase()}</span>}
        {url && (
          <img
            key={url}
            src={url}
            alt={decorative ? "" : `${player.name}'s summoner icon`}
            width={size}
            height={size}
            loading="lazy"
            className={`summoner-icon__image${url === loadedUrl ? "" : " summoner-icon__image--loading"}`}
            onLoad={() => setLoadedUrl(url)}
            onError={() => setFailedUrls((failed) => [...failed, url])}
          />
        )}
      </div>
      {withLevel && data && data.summonerLevel > 0 && (
        <span
          aria-label={levelText}
          className="summoner-icon__level"
          style={{
            bottom: -Math.round(plateSize * 0.55),
            minWidth: plateSize * 2,
            fontSize: plateSize,
          }}
        >
          {data.summonerLevel}
        </span>
      )}
    </div>
  );
}
