import checkCirclePaths from "@mui/icons-material/CheckCircleRounded?paths";
import crownPaths from "@mui/icons-material/WorkspacePremiumRounded?paths";
import type { ScrimPlayerDto } from "@scrims/shared/scrims/scrims.schema";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { Icon } from "@/components/icon";
import { RankEmblem } from "@/components/rank/rank-emblem";
import { RankSource } from "@/components/rank/rank-source";
import { SummonerIcon } from "@/components/summoner/summoner-icon";
import { usePlateRank } from "@/components/summoner/use-plate-rank";
import { paths } from "@/config/paths";
import { SHORT_LIMITS, shortText } from "../../utils/short-text";
import "./lobby.css";

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
    <div className="seat-player">
      <SummonerIcon player={user} size={36} />
      <div className="seat-player__text">
        {/* Wrapping, the name line is running text: the marks follow its last line. */}
        <div className={wraps ? "seat-player__name-line--wraps" : "seat-player__name-line"}>
          <RouterLink
            to={paths.user(user.name, user.region, user.summonerTagline)}
            className={`link link--inherit seat-player__name${wraps ? "" : " seat-player__name--cut"}`}
            title={nameIsCut ? fullName : undefined}
          >
            {wraps ? (
              <>
                {name}
                {/* Only when wrapping: Chromium breaks at a <wbr> even under nowrap. */}
                <wbr />
                <span className="seat-player__tagline">#{tagline}</span>
              </>
            ) : (
              <>
                {/* The link is named by the whole name, which the cut one shown begins with
                    (no aria-label: a name must hold the text on screen, WCAG 2.5.3). */}
                <span className="visually-hidden">{fullName}</span>
                {/* Where even the shortened name does not fit, its end gives way, never the
                    tagline. */}
                <span aria-hidden="true" className="seat-player__name-text">
                  {name}
                </span>
                <span aria-hidden="true" className="seat-player__tagline">
                  #{tagline}
                </span>
              </>
            )}
          </RouterLink>
          {hasMarks && (
            <span className={`seat-player__marks${wraps ? " seat-player__marks--wraps" : ""}`}>
              {user.isBanned && (
                // Sent to admins only: the seat stays, the player cannot act until the ban ends.
                <span className="chip chip--small seat-player__banned">
                  <span className="chip__label">banned</span>
                </span>
              )}
              {player.checkedIn && (
                <Icon
                  paths={checkCirclePaths}
                  label={`${user.name} is checked in`}
                  title="Checked in"
                  className="seat-player__checked-in"
                />
              )}
              {isLobbyHost && (
                <Icon
                  paths={crownPaths}
                  label="Lobby host"
                  title="Lobby host"
                  className="seat-player__host"
                />
              )}
              {isViewer && <span className="text-caption seat-player__you">(you)</span>}
            </span>
          )}
        </div>
        <div className="seat-player__rank-line">
          <RankEmblem rank={plate.rank} size={16} />
          <span className="text-caption text-secondary seat-player__nowrap seat-player__rank">
            {plate.rank}
          </span>
          <RankSource fromRiot={plate.fromRiot} />
          <span className="text-caption seat-player__dot" aria-hidden="true">
            ·
          </span>
          <span
            className="text-caption text-secondary seat-player__nowrap seat-player__discord"
            aria-label={`Discord: ${user.discord}`}
            title={discord !== user.discord ? `Discord: ${user.discord}` : undefined}
          >
            {discord}
          </span>
          {actions && <div className="seat-player__actions">{actions}</div>}
        </div>
      </div>
    </div>
  );
}
