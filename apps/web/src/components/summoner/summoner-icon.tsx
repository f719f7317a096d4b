import Box from "@mui/material/Box";
import Tooltip from "@mui/material/Tooltip";
import { FALLBACK_DDRAGON_VERSION } from "@scrims/shared/riot/riot.constants";
import { fallbackSummoner } from "@scrims/shared/riot/riot.rules";
import { useState } from "react";
import { ApiError } from "@/lib/api-client";
import { useDdragonVersion } from "./get-ddragon-version";
import { useSummoner, type SummonerOwner } from "./get-summoner";
import { profileIconCandidates } from "./summoner-data";

type SummonerIconProps = {
  player: SummonerOwner;
  /** Diameter in pixels. */
  size: number;
  /** Ring colour, e.g. the rank's. */
  borderColor?: string;
};

/**
 * The summoner's profile icon from Data Dragon with the summoner level on a small plate below it.
 * A failed lookup shows the fallback icon (29) and level 0; an image that does not load falls
 * back to icon 29, and when no image loads at all (no network to Riot's CDN) to the name's
 * initial.
 */
export function SummonerIcon({ player, size, borderColor = "primary.dark" }: SummonerIconProps) {
  const summoner = useSummoner(player);
  const version = useDdragonVersion();
  const [failedUrls, setFailedUrls] = useState<readonly string[]>([]);

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
    <Tooltip title={refused ?? ""}>
      <Box
        data-testid="summoner-icon"
        sx={{ position: "relative", width: size, height: size, flexShrink: 0 }}
      >
        <Box
          sx={{
            width: size,
            height: size,
            borderRadius: "50%",
            overflow: "hidden",
            border: `${size >= 56 ? 3 : 2}px solid`,
            borderColor,
            bgcolor: "primary.dark",
            display: "grid",
            placeItems: "center",
            fontWeight: 700,
            fontSize: size * 0.42,
            color: "common.white",
          }}
        >
          {url ? (
            <img
              key={url}
              src={url}
              alt={`${player.name}'s summoner icon`}
              width={size}
              height={size}
              loading="lazy"
              style={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
              onError={() => setFailedUrls((failed) => [...failed, url])}
            />
          ) : (
            <span aria-hidden="true">{player.name.charAt(0).toUpperCase()}</span>
          )}
        </Box>
        {data && data.summonerLevel > 0 && (
          <Box
            component="span"
            aria-label={levelText}
            sx={{
              position: "absolute",
              left: "50%",
              bottom: -Math.round(plateSize * 0.55),
              transform: "translateX(-50%)",
              px: 0.5,
              minWidth: plateSize * 2,
              textAlign: "center",
              borderRadius: 99,
              fontSize: plateSize,
              fontWeight: 700,
              lineHeight: 1.35,
              color: "#f0e6d2",
              bgcolor: "#0b1117",
              border: "1px solid #c8aa6e",
              whiteSpace: "nowrap",
            }}
          >
            {data.summonerLevel}
          </Box>
        )}
      </Box>
    </Tooltip>
  );
}
