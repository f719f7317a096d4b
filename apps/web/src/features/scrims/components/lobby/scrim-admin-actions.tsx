import ArrowDropDownRoundedIcon from "@mui/icons-material/ArrowDropDownRounded";
import BalanceRoundedIcon from "@mui/icons-material/BalanceRounded";
import CasinoRoundedIcon from "@mui/icons-material/CasinoRounded";
import EditRoundedIcon from "@mui/icons-material/EditRounded";
import PersonAddAlt1RoundedIcon from "@mui/icons-material/PersonAddAlt1Rounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonGroup from "@mui/material/ButtonGroup";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import type { Region } from "@scrims/shared/common/regions.constants";
import { PLAYERS_PER_SCRIM, scrimMessages } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { Suspense, lazy, useId, useRef, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useAlerts } from "@/components/alerts/use-alerts";
import { paths } from "@/config/paths";
import { useAdminFillRandom } from "../../api/admin-fill-random";

// Admin-only and opened on demand: their code (the user search, the balance preview) loads on the
// first click instead of with every lobby.
const AssignPlayerDialog = lazy(() =>
  import("./assign-player-dialog").then((m) => ({ default: m.AssignPlayerDialog })),
);
const BalanceTeamsDialog = lazy(() =>
  import("./balance-teams-dialog").then((m) => ({ default: m.BalanceTeamsDialog })),
);

/**
 * Admins: Edit, Assign Player, Fill Random (random or balanced by rank) and Balance teams (the
 * last three only while the lobby is open; balancing needs both teams full).
 */
export function ScrimAdminActions({ scrim }: { scrim: ScrimDto }) {
  const [assignOpen, setAssignOpen] = useState(false);
  const [balanceOpen, setBalanceOpen] = useState(false);
  const [fillMenuOpen, setFillMenuOpen] = useState(false);
  const fillMenuAnchor = useRef<HTMLDivElement>(null);
  const fillMenuId = useId();
  const fillRandom = useAdminFillRandom();
  const { showAlert } = useAlerts();
  const isOpen = !scrim.teamWon;
  const isFull = scrim.teamOne.length + scrim.teamTwo.length === PLAYERS_PER_SCRIM;

  const handleFill = (balanced: boolean) => {
    setFillMenuOpen(false);
    fillRandom.mutate(
      { scrimId: scrim._id, region: scrim.region as Region, balanced },
      {
        onSuccess: ({ filledPositions }) =>
          showAlert({
            type: "success",
            message: (balanced ? scrimMessages.filledBalanced : scrimMessages.filled)(
              filledPositions,
            ),
          }),
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
          <ButtonGroup size="small" variant="outlined" ref={fillMenuAnchor}>
            <Button
              startIcon={<CasinoRoundedIcon />}
              disabled={fillRandom.isPending}
              onClick={() => handleFill(false)}
            >
              Fill Random
            </Button>
            <Button
              aria-label="More fill options"
              aria-haspopup="menu"
              aria-expanded={fillMenuOpen}
              aria-controls={fillMenuOpen ? fillMenuId : undefined}
              disabled={fillRandom.isPending}
              onClick={() => setFillMenuOpen(true)}
              sx={{ px: 0.25, minWidth: 0 }}
            >
              <ArrowDropDownRoundedIcon />
            </Button>
          </ButtonGroup>
          <Menu
            id={fillMenuId}
            anchorEl={fillMenuAnchor.current}
            open={fillMenuOpen}
            onClose={() => setFillMenuOpen(false)}
          >
            <MenuItem onClick={() => handleFill(false)}>
              <ListItemText primary="Random" secondary="Any available players of the region" />
            </MenuItem>
            <MenuItem onClick={() => handleFill(true)}>
              <ListItemText
                primary="Balanced"
                secondary="The players that bring the team average ranks closest"
              />
            </MenuItem>
          </Menu>
          <Button
            size="small"
            variant="outlined"
            startIcon={<BalanceRoundedIcon />}
            disabled={!isFull}
            onClick={() => setBalanceOpen(true)}
          >
            Balance teams
          </Button>
        </>
      )}
      <Suspense fallback={null}>
        {assignOpen && (
          <AssignPlayerDialog
            scrim={scrim}
            open={assignOpen}
            onClose={() => setAssignOpen(false)}
          />
        )}
        {balanceOpen && (
          <BalanceTeamsDialog
            scrim={scrim}
            open={balanceOpen}
            onClose={() => setBalanceOpen(false)}
          />
        )}
      </Suspense>
    </Box>
  );
}
