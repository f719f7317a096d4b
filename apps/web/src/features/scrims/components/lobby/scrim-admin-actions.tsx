import CasinoRoundedIcon from "@mui/icons-material/CasinoRounded";
import EditRoundedIcon from "@mui/icons-material/EditRounded";
import PersonAddAlt1RoundedIcon from "@mui/icons-material/PersonAddAlt1Rounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { Region } from "@scrims/shared/common/regions";
import { scrimMessages } from "@scrims/shared/scrims/scrims.schema";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { useAlerts } from "@/components/alerts/use-alerts";
import { paths } from "@/config/paths";
import { useAdminFillRandom } from "../../api/admin-fill-random";
import { AssignPlayerDialog } from "./assign-player-dialog";

/** Admins: Edit, Assign Player and Fill Random (the last two only while the lobby is open). */
export function ScrimAdminActions({ scrim }: { scrim: ScrimDto }) {
  const [assignOpen, setAssignOpen] = useState(false);
  const fillRandom = useAdminFillRandom();
  const { showAlert } = useAlerts();
  const isOpen = !scrim.teamWon;

  const handleFillRandom = () => {
    fillRandom.mutate(
      { scrimId: scrim._id, region: scrim.region as Region },
      {
        onSuccess: ({ filledPositions }) =>
          showAlert({ type: "success", message: scrimMessages.filled(filledPositions) }),
      },
    );
  };

  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
      <Button
        component={RouterLink}
        to={paths.editScrim(scrim._id)}
        size="small"
        variant="outlined"
        startIcon={<EditRoundedIcon />}
      >
        Edit
      </Button>
      {isOpen && (
        <>
          <Button
            size="small"
            variant="outlined"
            startIcon={<PersonAddAlt1RoundedIcon />}
            onClick={() => setAssignOpen(true)}
          >
            Assign Player
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<CasinoRoundedIcon />}
            disabled={fillRandom.isPending}
            onClick={handleFillRandom}
          >
            Fill Random
          </Button>
        </>
      )}
      {assignOpen && (
        <AssignPlayerDialog scrim={scrim} open={assignOpen} onClose={() => setAssignOpen(false)} />
      )}
    </Box>
  );
}
