import { TEAM_LABELS } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import type { CSSProperties } from "react";
import { alpha } from "@/utils/alpha";
import { bannerOf } from "../../utils/scrim-state";
import { TEAM_COLORS } from "../../utils/team-style";
import "./scrim-card.css";

/**
 * The banner text of a scrim: WAITING FOR PLAYERS (TEAMS NOT FULL once a tournament code exists),
 * GAME READY or '{TEAM} WON!'.
 */
function bannerText(scrim: ScrimDto): string {
  const banner = bannerOf(scrim);
  if (banner === "won" && scrim.teamWon) {
    return `${TEAM_LABELS[scrim.teamWon].toUpperCase()} WON!`;
  }
  if (banner === "ready") {
    return "GAME READY";
  }
  return scrim.riotTournament ? "TEAMS NOT FULL" : "WAITING FOR PLAYERS";
}

/**
 * The state of the lobby in one line; a winner's banner plays a short celebration (scrim-card.css).
 * Plain HTML: the hub's collapsed cards show it on their first paint.
 */
export function ScrimBanner({
  scrim,
  size = "large",
}: {
  scrim: ScrimDto;
  size?: "large" | "small";
}) {
  const banner = bannerOf(scrim);
  const color =
    banner === "won" && scrim.teamWon
      ? TEAM_COLORS[scrim.teamWon]
      : banner === "ready"
        ? "#4caf50"
        : "#ffb74d";
  const style = {
    "--glow": alpha(color, 0.55),
    color,
    borderColor: alpha(color, 0.5),
    backgroundColor: alpha(color, 0.12),
  } as CSSProperties;
  return (
    <div
      role="status"
      data-banner={banner}
      className={`scrim-banner scrim-banner--${size}`}
      style={style}
    >
      {bannerText(scrim)}
    </div>
  );
}
