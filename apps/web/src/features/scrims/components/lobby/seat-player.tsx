import CheckCircleRoundedIcon from "@mui/icons-material/CheckCircleRounded";
import WorkspacePremiumRoundedIcon from "@mui/icons-material/WorkspacePremiumRounded";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { ScrimPlayerDto } from "@scrims/shared/scrims/scrims.schema";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { RankEmblem } from "@/components/rank/rank-emblem";
import { SummonerIcon } from "@/components/summoner/summoner-icon";
import { usePlateRank } from "@/components/summoner/use-plate-rank";
import { paths } from "@/config/paths";
import { SHORT_LIMITS, shortText } from "../../utils/short-text";

/**
 * How names are cut: `row` in a team row on a wide screen (name 11, tagline 3, Discord 9),
 * `list` in a hub list (name 12), `none` where the row has the screen's width (phones): there the
 * name is never cut, it wraps (before the '#' first) when the line is too short for it.
 */
export type SeatNameLength = "row" | "list" | "none";

type SeatPlayerProps = {
  player: ScrimPlayerDto;
  isLobbyHost: boolean;
  isViewer: boolean;
  nameLength: SeatNameLength;
  /** The seat's buttons, at the end of the rank line (phones), so the name has the whole width. */
  actions?: ReactNode;
};

function shortened(text: string, max: number, length: SeatNameLength) {
  return length === "none" ? text : shortText(text, max);
}

/**
 * The player in a seat: name (to his profile), tagline, rank, Discord name, a check mark once
 * checked in, and a crown for the lobby host. Shortened names show in full on hover.
 */
export function SeatPlayer({
  player,
  isLobbyHost,
  isViewer,
  nameLength,
  actions,
}: SeatPlayerProps) {
  const user = player._user;
  const name = shortened(
    user.name,
    nameLength === "list" ? SHORT_LIMITS.listName : SHORT_LIMITS.name,
    nameLength,
  );
  const tagline =
    nameLength === "row"
      ? shortText(user.summonerTagline, SHORT_LIMITS.tagline)
      : user.summonerTagline;
  const discord =
    nameLength === "row" ? shortText(user.discord, SHORT_LIMITS.discord) : user.discord;
  const fullName = `${user.name}#${user.summonerTagline}`;
  const nameIsCut = name !== user.name || tagline !== user.summonerTagline;
  const plate = usePlateRank(user);
  const wraps = nameLength === "none";
  const hasMarks = user.isBanned || player.checkedIn || isLobbyHost || isViewer;

  return (
    <Box sx={{ minWidth: 0, flex: 1, display: "flex", alignItems: "center", gap: 1 }}>
      <SummonerIcon player={user} size={36} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        {/* Wrapping, the name line is running text: the marks follow its last line. */}
        <Box
          sx={
            wraps
              ? { minWidth: 0, overflowWrap: "anywhere" }
              : { display: "flex", alignItems: "center", gap: 0.5, minWidth: 0 }
          }
        >
          <Tooltip title={nameIsCut ? fullName : ""}>
            <Link
              component={RouterLink}
              to={paths.user(user.name, user.region, user.summonerTagline)}
              underline="hover"
              color="inherit"
              aria-label={fullName}
              sx={
                wraps
                  ? { fontWeight: 700 }
                  : {
                      fontWeight: 700,
                      overflow: "hidden",
                      textOverflow: "ellipsis",
                      whiteSpace: "nowrap",
                      minWidth: 0,
                    }
              }
            >
              {name}
              {/* Only when wrapping: Chromium breaks at a <wbr> even under nowrap. */}
              {wraps && <wbr />}
              <Box component="span" sx={{ color: "text.secondary", fontWeight: 500 }}>
                #{tagline}
              </Box>
            </Link>
          </Tooltip>
          {hasMarks && (
            <Box
              component="span"
              sx={{
                display: "inline-flex",
                alignItems: "center",
                gap: 0.5,
                flexShrink: 0,
                verticalAlign: "middle",
                whiteSpace: "nowrap",
                ...(wraps && { ml: 0.5 }),
              }}
            >
              {user.isBanned && (
                // Sent to admins only: the seat stays, the player cannot act until the ban ends.
                <Chip label="banned" color="error" size="small" sx={{ height: 18, fontSize: 11 }} />
              )}
              {player.checkedIn && (
                <Tooltip title="Checked in" describeChild>
                  <CheckCircleRoundedIcon
                    titleAccess={`${user.name} is checked in`}
                    sx={{ fontSize: 17, color: "success.light", flexShrink: 0 }}
                  />
                </Tooltip>
              )}
              {isLobbyHost && (
                <Tooltip title="Lobby host">
                  <WorkspacePremiumRoundedIcon
                    aria-label="Lobby host"
                    role="img"
                    sx={{ fontSize: 18, color: "#f0c05a", flexShrink: 0 }}
                  />
                </Tooltip>
              )}
              {isViewer && (
                <Typography
                  component="span"
                  variant="caption"
                  sx={{ color: "primary.light", fontWeight: 700, flexShrink: 0 }}
                >
                  (you)
                </Typography>
              )}
            </Box>
          )}
        </Box>
        <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, mt: 0.25, minWidth: 0 }}>
          <RankEmblem rank={plate.rank} size={16} />
          <Typography variant="caption" color="text.secondary" noWrap sx={{ flexShrink: 0 }}>
            {plate.rank}
          </Typography>
          <Typography variant="caption" color="text.disabled" aria-hidden="true">
            ·
          </Typography>
          <Tooltip title={discord !== user.discord ? `Discord: ${user.discord}` : ""}>
            <Typography
              variant="caption"
              color="text.secondary"
              noWrap
              aria-label={`Discord: ${user.discord}`}
              sx={{ minWidth: 0 }}
            >
              {discord}
            </Typography>
          </Tooltip>
          {actions && <Box sx={{ ml: "auto", pl: 0.5, flexShrink: 0 }}>{actions}</Box>}
        </Box>
      </Box>
    </Box>
  );
}
