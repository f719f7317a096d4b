import lockPaths from "@mui/icons-material/LockRounded?paths";
import crownPaths from "@mui/icons-material/WorkspacePremiumRounded?paths";
import { PLAYERS_PER_SCRIM } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { memo } from "react";
import { Icon } from "@/components/icon";
import { useLobbyUnlockRefetch } from "../../hooks/use-lobby-unlock-refetch";
import { useNow } from "../../hooks/use-now";
import { useViewer } from "@/lib/session";
import { checkInPhase } from "../../utils/check-in";
import type { CheckInPhase } from "../../utils/check-in";
import { formatCountdown, relativeFrom } from "../../utils/format-time";
import {
  hasStarted,
  missingPlayers,
  playerCount,
  seesLobbyDetails,
  teamsAreFull,
} from "../../utils/scrim-state";
import { TEAM_NUMBERS } from "../../utils/team-style";
import { PostGameImage } from "../post-game-image/post-game-image";
import { CheckInPanel } from "./check-in-panel";
import { CopyField } from "./copy-field";
import { ScrimBanner } from "./scrim-banner";
import { TournamentLobby } from "./tournament-lobby";
import { tournamentMessages, usesTournamentLobby } from "../../utils/tournament-messages";
import { WinnerPicker } from "./winner-picker";
import "./lobby.css";

const plural = (n: number, word: string) => `${n} more ${word}${n === 1 ? "" : "s"}`;

function MissingPlayers({ scrim }: { scrim: ScrimDto }) {
  const missing = missingPlayers(scrim);
  const requests = (["teamOne", "teamTwo"] as const)
    .filter((team) => missing[team] > 0)
    .map((team) => `${plural(missing[team], "player")} in ${TEAM_NUMBERS[team]}`);
  return (
    <div className="lobby-text--center">
      <p className="lobby-text lobby-text--bold">
        Not enough players: {playerCount(scrim)}/{PLAYERS_PER_SCRIM}
      </p>
      <p className="text-body2 text-secondary info-box__missing-hint">
        We need {requests.join(" and ")} to unlock the lobby details.
      </p>
    </div>
  );
}

function LobbyDetails({ scrim, entitled }: { scrim: ScrimDto; entitled: boolean }) {
  if (scrim.lobbyName !== undefined && scrim.lobbyPassword !== undefined) {
    return (
      <div className="lobby-stack">
        <p className="text-body2 text-secondary lobby-text--center">
          Create or join this custom game in the League client:
        </p>
        <CopyField
          label="Lobby name"
          value={scrim.lobbyName}
          copiedMessage="Lobby name copied to clipboard"
        />
        <CopyField
          label="Password"
          value={scrim.lobbyPassword}
          copiedMessage="Password copied to clipboard"
        />
      </div>
    );
  }
  return (
    <div className="info-box__locked">
      <Icon paths={lockPaths} className="icon--small" />
      <p className="text-body2">
        {entitled
          ? "Loading the lobby details…"
          : "The lobby name and password are shown to this game's players and casters."}
      </p>
    </div>
  );
}

/** The time left before the start: the one part of the box that changes every second. */
function Countdown({ gameStartTime }: { gameStartTime: string }) {
  const now = useNow(1000);
  return (
    <p role="timer" aria-live="off" className="info-box__timer">
      {formatCountdown(new Date(gameStartTime).getTime() - now.getTime())}
    </p>
  );
}

/**
 * The centre of the lobby: banner, then the countdown before the start; after it the missing
 * players or the lobby details; the lobby host; and 'Who won?' for the host or an admin.
 * The clock is read every second, but the box renders again only when what it shows changes (the
 * countdown ticks on its own): a whole box every second was a long task on slow phones.
 */
export function ScrimInfoBox({ scrim }: { scrim: ScrimDto }) {
  const viewer = useViewer();
  const now = useNow(1000);
  const started = hasStarted(scrim, now);
  const entitled = seesLobbyDetails(scrim, viewer, now);
  useLobbyUnlockRefetch(scrim, entitled);
  const canPickWinner =
    started &&
    teamsAreFull(scrim) &&
    !scrim.teamWon &&
    (viewer.isAdmin || scrim.lobbyHost?._id === viewer._id);
  return (
    <ScrimInfoBoxContent
      scrim={scrim}
      started={started}
      startedAgo={started ? relativeFrom(scrim.gameStartTime, now) : ""}
      entitled={entitled}
      checkIn={checkInPhase(scrim, now)}
      canPickWinner={canPickWinner}
    />
  );
}

type ScrimInfoBoxContentProps = {
  scrim: ScrimDto;
  started: boolean;
  /** "3 minutes ago" once started. */
  startedAgo: string;
  entitled: boolean;
  checkIn: CheckInPhase;
  canPickWinner: boolean;
};

const ScrimInfoBoxContent = memo(function ScrimInfoBoxContent({
  scrim,
  started,
  startedAgo,
  entitled,
  checkIn,
  canPickWinner,
}: ScrimInfoBoxContentProps) {
  const full = teamsAreFull(scrim);

  return (
    <section aria-label="Game info" className="info-box">
      <ScrimBanner scrim={scrim} />
      {scrim.teamWon && scrim.resultSource === "game" && (
        <p className="text-body2 text-secondary lobby-text--center info-box__from-game">
          {tournamentMessages.fromGame}
        </p>
      )}
      {!started ? (
        <div className="info-box__countdown">
          <p className="text-body2 text-secondary">Game starting in...</p>
          <Countdown gameStartTime={scrim.gameStartTime} />
          <div className="info-box__check-in">
            <CheckInPanel scrim={scrim} phase={checkIn} />
          </div>
        </div>
      ) : (
        <>
          <p className="text-body2 text-secondary lobby-text--center">Started {startedAgo}</p>
          {full && entitled && usesTournamentLobby(scrim) ? (
            <TournamentLobby scrim={scrim} />
          ) : full ? (
            <LobbyDetails scrim={scrim} entitled={entitled} />
          ) : (
            <MissingPlayers scrim={scrim} />
          )}
        </>
      )}
      <hr className="info-box__divider" />
      <div className="info-box__host">
        <Icon paths={crownPaths} className="icon--small info-box__crown" />
        <p className="text-body2">
          Lobby host:{" "}
          {scrim.lobbyHost ? (
            <strong>{scrim.lobbyHost.name}</strong>
          ) : (
            <span className="text-secondary">drawn when both teams are full</span>
          )}
        </p>
      </div>
      {canPickWinner && <WinnerPicker scrimId={scrim._id} />}
      <PostGameImage scrim={scrim} started={started} />
    </section>
  );
});
