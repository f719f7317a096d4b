import AutorenewRoundedIcon from "@mui/icons-material/AutorenewRounded";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import type { ReactNode } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { ConfirmButton } from "@/components/dialogs/confirm-button";
import { useViewer } from "@/lib/session";
import { useRegenerateTournamentCode } from "../../api/regenerate-tournament-code";
import { manualLobbyName, tournamentMessages } from "../../utils/tournament-messages";
import { CopyField } from "./copy-field";

/** Admins: a new code for the scrim, after a confirmation. */
function RegenerateCode({ scrim }: { scrim: ScrimDto }) {
  const regenerate = useRegenerateTournamentCode();
  const { showAlert } = useAlerts();

  const handleConfirm = (close: () => void) => {
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
    <ConfirmButton
      buttonProps={{
        size: "small",
        variant: "text",
        startIcon: <AutorenewRoundedIcon />,
        sx: { justifySelf: "center" },
      }}
      title="Regenerate the tournament code?"
      description="The players will need the new code to join; the old one stops being shown."
      confirmLabel="Regenerate"
      loading={regenerate.isPending}
      onConfirm={handleConfirm}
    >
      Regenerate code
    </ConfirmButton>
  );
}

function Section({ children }: { children: ReactNode }) {
  return <Box sx={{ display: "grid", gap: 1 }}>{children}</Box>;
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
      <Section>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center" }}>
          In the League client: Play → the trophy (tournament code) button → paste the code → Join.
        </Typography>
        <CopyField label="Tournament code" value={code} copiedMessage={tournamentMessages.copied} />
        {admin}
      </Section>
    );
  }
  if (scrim.tournamentStatus === "generating") {
    return (
      <Box
        role="status"
        sx={{ display: "flex", gap: 1.5, alignItems: "center", justifyContent: "center", py: 1 }}
      >
        <CircularProgress size={18} />
        <Typography sx={{ fontWeight: 700 }}>{tournamentMessages.generating}</Typography>
      </Box>
    );
  }
  if (scrim.tournamentStatus === "error") {
    return (
      <Section>
        <Typography sx={{ fontWeight: 800, textAlign: "center", color: "#ffb74d" }}>
          {tournamentMessages.manualLobby}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center" }}>
          The tournament code could not be made. The lobby host creates this custom game:
        </Typography>
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
      </Section>
    );
  }
  return null;
}
