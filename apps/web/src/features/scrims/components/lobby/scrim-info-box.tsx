import LockRoundedIcon from "@mui/icons-material/LockRounded";
import WorkspacePremiumRoundedIcon from "@mui/icons-material/WorkspacePremiumRounded";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { PLAYERS_PER_SCRIM } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { memo } from "react";
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

const plural = (n: number, word: string) => `${n} more ${word}${n === 1 ? "" : "s"}`;

function MissingPlayers({ scrim }: { scrim: ScrimDto }) {
  const missing = missingPlayers(scrim);
  const requests = (["teamOne", "teamTwo"] as const)
    .filter((team) => missing[team] > 0)
    .map((team) => `${plural(missing[team], "player")} in ${TEAM_NUMBERS[team]}`);
  return (
    <Box sx={{ textAlign: "center" }}>
      <Typography sx={{ fontWeight: 700 }}>
        Not enough players: {playerCount(scrim)}/{PLAYERS_PER_SCRIM}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        We need {requests.join(" and ")} to unlock the lobby details.
      </Typography>
    </Box>
  );
}

function LobbyDetails({ scrim, entitled }: { scrim: ScrimDto; entitled: boolean }) {
  if (scrim.lobbyName !== undefined && scrim.lobbyPassword !== undefined) {
    return (
      <Box sx={{ display: "grid", gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center" }}>
          Create or join this custom game in the League client:
        </Typography>
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
      </Box>
    );
  }
  return (
    <Box sx={{ display: "flex", gap: 1, alignItems: "center", color: "text.secondary" }}>
      <LockRoundedIcon fontSize="small" />
      <Typography variant="body2">
        {entitled
          ? "Loading the lobby details…"
          : "The lobby name and password are shown to this game's players and casters."}
      </Typography>
    </Box>
  );
}

/** The time left before the start: the one part of the box that changes every second. */
function Countdown({ gameStartTime }: { gameStartTime: string }) {
  const now = useNow(1000);
  return (
    <Typography
      role="timer"
      aria-live="off"
      sx={{
        fontWeight: 800,
        fontSize: "2rem",
        fontVariantNumeric: "tabular-nums",
        lineHeight: 1.2,
      }}
    >
      {formatCountdown(new Date(gameStartTime).getTime() - now.getTime())}
    </Typography>
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
    <Paper
      variant="outlined"
      aria-label="Game info"
      component="section"
      sx={{
        p: 2,
        display: "grid",
        gap: 2,
        alignContent: "start",
        bgcolor: "rgba(13, 17, 23, 0.6)",
        borderColor: "rgba(255, 255, 255, 0.1)",
      }}
    >
      <ScrimBanner scrim={scrim} />
      {scrim.teamWon && scrim.resultSource === "game" && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center", mt: -1 }}>
          {tournamentMessages.fromGame}
        </Typography>
      )}
      {!started ? (
        <Box sx={{ textAlign: "center" }}>
          <Typography variant="body2" color="text.secondary">
            Game starting in...
          </Typography>
          <Countdown gameStartTime={scrim.gameStartTime} />
          <Box sx={{ mt: 1.5 }}>
            <CheckInPanel scrim={scrim} phase={checkIn} />
          </Box>
        </Box>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center" }}>
            Started {startedAgo}
          </Typography>
          {full && entitled && usesTournamentLobby(scrim) ? (
            <TournamentLobby scrim={scrim} />
          ) : full ? (
            <LobbyDetails scrim={scrim} entitled={entitled} />
          ) : (
            <MissingPlayers scrim={scrim} />
          )}
        </>
      )}
      <Divider />
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, justifyContent: "center" }}>
        <WorkspacePremiumRoundedIcon sx={{ color: "#f0c05a" }} fontSize="small" />
        <Typography variant="body2">
          Lobby host:{" "}
          {scrim.lobbyHost ? (
            <strong>{scrim.lobbyHost.name}</strong>
          ) : (
            <Box component="span" sx={{ color: "text.secondary" }}>
              drawn when both teams are full
            </Box>
          )}
        </Typography>
      </Box>
      {canPickWinner && <WinnerPicker scrimId={scrim._id} />}
      <PostGameImage scrim={scrim} started={started} />
    </Paper>
  );
});
