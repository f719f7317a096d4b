import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { TEAM_LABELS, TEAMS } from "@scrims/shared/scrims/scrims.constants";
import type { TeamName } from "@scrims/shared/scrims/scrims.constants";
import { useState } from "react";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { useSetWinner } from "../../api/set-winner";
import { TEAM_COLORS } from "../../utils/team-style";

/** 'Who won?' for the lobby host or an admin: one button per team, then a final confirmation. */
export function WinnerPicker({ scrimId }: { scrimId: string }) {
  const [choice, setChoice] = useState<TeamName | null>(null);
  const setWinner = useSetWinner();

  const handleConfirm = () => {
    if (!choice) {
      return;
    }
    setWinner.mutate({ scrimId, winnerTeamName: choice }, { onSettled: () => setChoice(null) });
  };

  return (
    <Box>
      <Typography sx={{ fontWeight: 700, mb: 1, textAlign: "center" }}>Who won?</Typography>
      <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 1 }}>
        {TEAMS.map((team) => (
          <Button
            key={team}
            variant="outlined"
            onClick={() => setChoice(team)}
            disabled={setWinner.isPending}
            sx={{
              color: TEAM_COLORS[team],
              borderColor: alpha(TEAM_COLORS[team], 0.6),
              "&:hover": { borderColor: TEAM_COLORS[team], bgcolor: alpha(TEAM_COLORS[team], 0.1) },
            }}
          >
            {TEAM_LABELS[team]}
          </Button>
        ))}
      </Box>
      <ConfirmDialog
        open={choice !== null}
        title="Confirm the winner"
        description={
          choice && (
            <>
              Set the <strong>{TEAM_LABELS[choice]}</strong> as the winner? This cannot be reversed.
            </>
          )
        }
        confirmLabel={choice ? `${TEAM_LABELS[choice]} won` : "Confirm"}
        loading={setWinner.isPending}
        autoFocusConfirm={false}
        onConfirm={handleConfirm}
        onClose={() => setChoice(null)}
      />
    </Box>
  );
}
