import renewPaths from "@mui/icons-material/AutorenewRounded?paths";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { Suspense, useState } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { Icon } from "@/components/icon";
import { Spinner } from "@/components/spinner";
import { useViewer } from "@/lib/session";
import { lazyThemed, preloadOnApproach } from "@/theme/lazy-themed";
import { useRegenerateTournamentCode } from "../../api/regenerate-tournament-code";
import { manualLobbyName, tournamentMessages } from "../../utils/tournament-messages";
import { CopyField } from "./copy-field";
import "./lobby.css";

// An MUI dialog: loads with MUI's theme when the button is first pointed at, focused or clicked.
const ConfirmDialog = lazyThemed(() =>
  import("@/components/dialogs/confirm-dialog").then((m) => m.ConfirmDialog),
);

/** Admins: a new code for the scrim, after a confirmation. */
function RegenerateCode({ scrim }: { scrim: ScrimDto }) {
  const regenerate = useRegenerateTournamentCode();
  const { showAlert } = useAlerts();
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, so that the dialog can close with its transition.
  const [hasOpened, setHasOpened] = useState(false);
  const close = () => setOpen(false);

  const handleConfirm = () => {
    regenerate.mutate(
      { scrimId: scrim._id },
      {
        onSuccess: (saved) =>
          showAlert({
            type: "success",
            message: tournamentMessages.regenerated(saved.riotTournament?.tournamentCode ?? ""),
          }),
        onError: () => showAlert({ type: "error", message: tournamentMessages.regenerateFailed }),
        onSettled: close,
      },
    );
  };

  return (
    <>
      <button
        type="button"
        className="button button--small button--text button--primary tournament-lobby__regenerate"
        onClick={() => {
          setHasOpened(true);
          setOpen(true);
        }}
        {...preloadOnApproach(ConfirmDialog)}
      >
        <span className="button__icon button__icon--start">
          <Icon paths={renewPaths} />
        </span>
        Regenerate code
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={open}
            title="Regenerate the tournament code?"
            description="The players will need the new code to join; the old one stops being shown."
            confirmLabel="Regenerate"
            loading={regenerate.isPending}
            onConfirm={handleConfirm}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}

/** MUI's CircularProgress (indeterminate, 18px) in CSS. */
function WaitingForCode() {
  return (
    <span role="progressbar" className="tournament-lobby__spinner">
      <Spinner />
    </span>
  );
}

/**
 * The lobby part of a started full scrim that uses a Riot tournament code, for those entitled to
 * its details: the code being generated, the click-to-copy code with how to join, or (Riot failed)
 * the manual lobby. Null when the manual lobby applies as before (no code in use, no Riot key).
 */
export function TournamentLobby({ scrim }: { scrim: ScrimDto }) {
  const viewer = useViewer();
  const code = scrim.riotTournament?.tournamentCode;
  const admin = viewer.isAdmin ? <RegenerateCode scrim={scrim} /> : null;

  if (!scrim.useTournamentCode) {
    return null;
  }
  if (code) {
    return (
      <div className="lobby-stack">
        <p className="text-body2 text-secondary lobby-text--center">
          In the League client: Play → the trophy (tournament code) button → paste the code → Join.
        </p>
        <CopyField label="Tournament code" value={code} copiedMessage={tournamentMessages.copied} />
        {admin}
      </div>
    );
  }
  if (scrim.tournamentStatus === "generating") {
    return (
      <div role="status" className="tournament-lobby__generating">
        <WaitingForCode />
        <p className="lobby-text lobby-text--bold">{tournamentMessages.generating}</p>
      </div>
    );
  }
  if (scrim.tournamentStatus === "error") {
    return (
      <div className="lobby-stack">
        <p className="lobby-text tournament-lobby__manual">{tournamentMessages.manualLobby}</p>
        <p className="text-body2 text-secondary lobby-text--center">
          The tournament code could not be made. The lobby host creates this custom game:
        </p>
        <CopyField
          label="Lobby name"
          value={manualLobbyName(scrim)}
          copiedMessage="Lobby name copied to clipboard"
        />
        {scrim.lobbyPassword !== undefined && (
          <CopyField
            label="Password"
            value={scrim.lobbyPassword}
            copiedMessage="Password copied to clipboard"
          />
        )}
        {admin}
      </div>
    );
  }
  return null;
}
