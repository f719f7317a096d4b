import Box from "@mui/material/Box";
import { alpha, keyframes } from "@mui/material/styles";
import { TEAM_LABELS } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { bannerOf } from "../../utils/scrim-state";
import { TEAM_COLORS } from "../../utils/team-style";

const celebrate = keyframes`
  0% { transform: scale(0.85); opacity: 0; }
  60% { transform: scale(1.06); opacity: 1; }
  100% { transform: scale(1); opacity: 1; }
`;

const shine = keyframes`
  0%, 100% { box-shadow: 0 0 0 0 var(--glow); }
  50% { box-shadow: 0 0 22px 2px var(--glow); }
`;

/**
 * The banner text of a scrim: WAITING FOR PLAYERS (TEAMS NOT FULL once a tournament code exists),
 * GAME READY or '{TEAM} WON!'.
 */
export function bannerText(scrim: ScrimDto): string {
  const banner = bannerOf(scrim);
  if (banner === "won" && scrim.teamWon) {
    return `${TEAM_LABELS[scrim.teamWon].toUpperCase()} WON!`;
  }
  if (banner === "ready") {
    return "GAME READY";
  }
  return scrim.riotTournament ? "TEAMS NOT FULL" : "WAITING FOR PLAYERS";
}

/** The state of the lobby in one line; a winner's banner plays a short celebration. */
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
  return (
    <Box
      role="status"
      data-banner={banner}
      sx={{
        "--glow": alpha(color, 0.55),
        px: size === "large" ? 2 : 1.25,
        py: size === "large" ? 1 : 0.4,
        borderRadius: 2,
        textAlign: "center",
        fontWeight: 800,
        letterSpacing: size === "large" ? "0.04em" : "0.08em",
        fontSize: size === "large" ? { xs: "0.95rem", sm: "1.05rem", md: "0.9rem" } : "0.72rem",
        color,
        border: `1px solid ${alpha(color, 0.5)}`,
        bgcolor: alpha(color, 0.12),
        whiteSpace: size === "large" ? "normal" : "nowrap",
        ...(banner === "won" && {
          animation: `${celebrate} 600ms ease-out both, ${shine} 2.4s ease-in-out 600ms 3`,
          "@media (prefers-reduced-motion: reduce)": { animation: "none" },
        }),
      }}
    >
      {bannerText(scrim)}
    </Box>
  );
}
