import SwapHorizRoundedIcon from "@mui/icons-material/SwapHorizRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import {
  TEAM_LABELS,
  TEAMS,
  type TeamName,
  scrimMessages,
} from "@scrims/shared/scrims/scrims.constants";
import type {
  BalanceProposalDto,
  ScrimDto,
  TeamAverageRanks,
} from "@scrims/shared/scrims/scrims.schema";
import { useAlerts } from "@/components/alerts/use-alerts";
import { FormDialog } from "@/components/dialogs/form-dialog";
import { useBalanceTeams } from "../../api/balance-teams";
import { useBalanceProposal } from "../../api/get-balance";
import { TEAM_COLORS } from "../../utils/team-style";

type BalanceTeamsDialogProps = {
  scrim: ScrimDto;
  open: boolean;
  onClose: () => void;
};

/** One role whose two players change sides: who goes to Blue Side and who to Red Side. */
type Move = { role: string; toTeamOne: string; toTeamTwo: string };

/** The roles whose players the proposal puts on the other side than the scrim has them now. */
function balanceMoves(scrim: ScrimDto, proposal: BalanceProposalDto): Move[] {
  const nowOnTeamTwo = new Set(scrim.teamTwo.map((entry) => entry._user._id));
  return proposal.teamOne.flatMap((entry) => {
    if (!nowOnTeamTwo.has(entry._user._id)) {
      return [];
    }
    const partner = proposal.teamTwo.find((other) => other.role === entry.role);
    return [
      { role: entry.role, toTeamOne: entry._user.name, toTeamTwo: partner?._user.name ?? "" },
    ];
  });
}

/** "Platinum 2 (19.2)": on a phone the figure may go to the next line, never half the rank. */
const formatValue = (average: TeamAverageRanks[TeamName]) =>
  average ? (
    <>
      <Box component="span" sx={{ whiteSpace: "nowrap" }}>
        {average.label}
      </Box>{" "}
      <Box component="span" sx={{ whiteSpace: "nowrap" }}>
        ({average.value.toFixed(1)})
      </Box>
    </>
  ) : (
    "No ranked players"
  );

function AveragesTable({ before, after }: { before: TeamAverageRanks; after: TeamAverageRanks }) {
  const gap = (averages: TeamAverageRanks) =>
    averages.teamOne && averages.teamTwo
      ? Math.abs(averages.teamOne.value - averages.teamTwo.value).toFixed(1)
      : "–";
  const cell = { py: 0.75, px: 1, borderBottom: "1px solid rgba(255, 255, 255, 0.08)" };
  return (
    <Box component="table" sx={{ width: "100%", borderCollapse: "collapse", fontSize: 14 }}>
      <caption style={{ textAlign: "left", paddingBottom: 4 }}>
        <Typography variant="subtitle2" component="span">
          Average ranks
        </Typography>
      </caption>
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ ...cell, textAlign: "left" }}>
            Team
          </Box>
          <Box component="th" scope="col" sx={{ ...cell, textAlign: "left" }}>
            Before
          </Box>
          <Box component="th" scope="col" sx={{ ...cell, textAlign: "left" }}>
            After
          </Box>
        </tr>
      </thead>
      <tbody>
        {TEAMS.map((team) => (
          <tr key={team}>
            <Box
              component="th"
              scope="row"
              sx={{ ...cell, textAlign: "left", color: TEAM_COLORS[team] }}
            >
              {TEAM_LABELS[team]}
            </Box>
            <Box component="td" sx={cell}>
              {formatValue(before[team])}
            </Box>
            <Box component="td" sx={{ ...cell, fontWeight: 700 }}>
              {formatValue(after[team])}
            </Box>
          </tr>
        ))}
        <tr>
          <Box component="th" scope="row" sx={{ ...cell, textAlign: "left" }}>
            Difference
          </Box>
          <Box component="td" sx={cell}>
            {gap(before)}
          </Box>
          <Box component="td" sx={{ ...cell, fontWeight: 700 }}>
            {gap(after)}
          </Box>
        </tr>
      </tbody>
    </Box>
  );
}

function MovesList({ moves }: { moves: Move[] }) {
  if (moves.length === 0) {
    return (
      <Alert severity="info" variant="outlined">
        The teams are already as even as they can be with every player in their role.
      </Alert>
    );
  }
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        Proposed moves
      </Typography>
      <Box component="ul" aria-label="Proposed moves" sx={{ m: 0, pl: 0, listStyle: "none" }}>
        {moves.map((move) => (
          <Box
            component="li"
            key={move.role}
            sx={{ display: "flex", alignItems: "flex-start", gap: 1, py: 0.5 }}
          >
            <Typography variant="body2" sx={{ fontWeight: 700, minWidth: 64, flexShrink: 0 }}>
              {move.role}
            </Typography>
            {/* Its own wrapping box: on a phone a wrapped line starts under the names, not the role. */}
            <Box
              sx={{
                flex: 1,
                minWidth: 0,
                display: "flex",
                alignItems: "center",
                flexWrap: "wrap",
                columnGap: 1,
                overflowWrap: "anywhere",
              }}
            >
              <Typography variant="body2" sx={{ color: TEAM_COLORS.teamOne }}>
                {move.toTeamTwo} → {TEAM_LABELS.teamTwo}
              </Typography>
              <SwapHorizRoundedIcon
                fontSize="small"
                aria-hidden="true"
                sx={{ color: "text.secondary" }}
              />
              <Typography variant="body2" sx={{ color: TEAM_COLORS.teamTwo }}>
                {move.toTeamOne} → {TEAM_LABELS.teamOne}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Admins: the balance the server proposes for two full teams (each player keeps their role; per
 * role the two players may swap sides), with the averages before and after; confirming applies it.
 */
export function BalanceTeamsDialog({ scrim, open, onClose }: BalanceTeamsDialogProps) {
  const proposal = useBalanceProposal(scrim._id, open);
  const apply = useBalanceTeams();
  const { showAlert } = useAlerts();
  const moves = proposal.data ? balanceMoves(scrim, proposal.data) : [];

  const handleApply = async () => {
    try {
      await apply.mutateAsync({ scrimId: scrim._id });
    } catch {
      // The global alert shows the server's message; a 409 already refreshed the lobby.
      onClose();
      return;
    }
    showAlert({ type: "success", message: scrimMessages.balanced });
    onClose();
  };

  let content;
  if (proposal.isPending) {
    content = (
      <Box sx={{ display: "grid", placeItems: "center", py: 4 }} role="status">
        <CircularProgress size={28} aria-label="Working out the balance" />
      </Box>
    );
  } else if (proposal.isError) {
    content = <Alert severity="error">{proposal.error.message}</Alert>;
  } else {
    content = (
      <Box sx={{ display: "grid", gap: 2 }}>
        <AveragesTable before={proposal.data.before} after={proposal.data.after} />
        <MovesList moves={moves} />
      </Box>
    );
  }

  return (
    <FormDialog
      open={open}
      title="Balance teams"
      onClose={onClose}
      onSubmit={() => void handleApply()}
      submitLabel="Apply balance"
      submitDisabled={!proposal.isSuccess || moves.length === 0}
      busy={apply.isPending}
    >
      {content}
    </FormDialog>
  );
}
