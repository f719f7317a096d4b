import DragIndicatorRoundedIcon from "@mui/icons-material/DragIndicatorRounded";
import HowToRegOutlinedIcon from "@mui/icons-material/HowToRegOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { alpha } from "@mui/material/styles";
import type { Theme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import Typography from "@mui/material/Typography";
import type { ScrimDto, ScrimPlayerDto, Seat } from "@scrims/shared/scrims/scrims.schema";
import { useContext } from "react";
import { useViewer } from "@/lib/session";
import { useAdminCheckIn } from "../../api/admin-check-in";
import { adminMayCheckIn } from "../../utils/check-in";
import { seatOfUser } from "../../utils/scrim-state";
import { LOSS_COLOR, ROLE_SHORT, TEAM_COLORS, WIN_COLOR, seatId } from "../../utils/team-style";
import { useOpenKick } from "./kick-confirmation";
import { NO_SEAT_DND, SeatDndContext, type SeatDndState } from "./seat-dnd";
import { SeatActionsMenu } from "./seat-actions-menu";
import { SeatPlayer } from "./seat-player";
import { SwapSeatMenu } from "./swap-seat-menu";
import { useSeatActions } from "./use-seat-actions";

type SeatRowProps = {
  scrim: ScrimDto;
  seat: Seat;
  player: ScrimPlayerDto | undefined;
  /** In a hub list (names cut at 12) rather than on the scrim's page. */
  inList?: boolean;
};

/** The seat's colours: team tint, or green/red once the winner is known. */
function seatColor(scrim: ScrimDto, seat: Seat): string {
  if (!scrim.teamWon) {
    return TEAM_COLORS[seat.team];
  }
  return scrim.teamWon === seat.team ? WIN_COLOR : LOSS_COLOR;
}

/**
 * One role of one team. Empty: Join (or Move here for a seated viewer). Taken: the player, Leave on
 * your own seat, Kick, Swap and (before the start) Check in for admins. The row is a drop target and, for an admin or the player
 * himself, draggable by its handle (pointer or keyboard). On narrow screens an admin's kick, swap
 * and drag move into one seat menu, and a seated player's buttons sit under the name, so the name
 * keeps the row.
 */
export function SeatRow({ scrim, seat, player, inList = false }: SeatRowProps) {
  const viewer = useViewer();
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const actions = useSeatActions(scrim, viewer._id);
  const adminCheckIn = useAdminCheckIn();
  const openKick = useOpenKick();
  const isOpen = !scrim.teamWon;
  const isViewer = player?._user._id === viewer._id;
  const viewerSeat = seatOfUser(scrim, viewer._id);
  const actionsInMenu = isNarrow && viewer.isAdmin;
  const canDrag = isOpen && player !== undefined && (viewer.isAdmin || isViewer) && !isNarrow;
  // A phone's row is too short for a whole Riot ID beside Leave or the admin's buttons: those go
  // to the end of the rank line, and the name gets the row's width.
  const controlsUnderName = isNarrow && player !== undefined;
  const id = seatId(seat.team, seat.role);

  const SeatDnd = useContext(SeatDndContext);
  const color = seatColor(scrim, seat);
  const label = `${seat.role}: ${player ? player._user.name : "empty"}`;

  const controls = (dnd: SeatDndState) => (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, flexShrink: 0 }}>
      {!player && isOpen && (
        <Button
          size="small"
          variant={viewerSeat ? "outlined" : "contained"}
          disabled={actions.isPending}
          onClick={() => (viewerSeat ? actions.moveHere(seat) : actions.join(seat))}
          aria-label={`${viewerSeat ? "Move here" : "Join"}: ${seat.role}`}
        >
          {viewerSeat ? "Move here" : "Join"}
        </Button>
      )}
      {player && !player.checkedIn && viewer.isAdmin && adminMayCheckIn(scrim, new Date()) && (
        <Tooltip title="Check in (admin)" describeChild>
          {/* Grey: green is the checked-in mark's colour, and this player is not checked in yet. */}
          <IconButton
            size="small"
            disabled={adminCheckIn.isPending}
            onClick={() => adminCheckIn.mutate({ scrimId: scrim._id, userId: player._user._id })}
            aria-label={`Check in ${player._user.name}`}
            sx={{ color: "text.secondary" }}
          >
            <HowToRegOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {player && isOpen && actionsInMenu && (
        <SeatActionsMenu
          scrim={scrim}
          seat={seat}
          playerName={player._user.name}
          disabled={actions.isPending}
          onLeave={isViewer ? actions.leave : undefined}
          onKick={isViewer ? undefined : () => player && openKick({ player, seat })}
          onSwap={(to) => actions.swap(seat, to)}
        />
      )}
      {player && isOpen && isViewer && !actionsInMenu && (
        <Button
          size="small"
          color="inherit"
          variant="outlined"
          disabled={actions.isPending}
          onClick={actions.leave}
        >
          Leave
        </Button>
      )}
      {player && isOpen && viewer.isAdmin && !isViewer && !actionsInMenu && (
        <Button
          size="small"
          color="error"
          variant="outlined"
          onClick={() => player && openKick({ player, seat })}
        >
          Kick
        </Button>
      )}
      {player && isOpen && viewer.isAdmin && !actionsInMenu && (
        <SwapSeatMenu
          scrim={scrim}
          seat={seat}
          playerName={player._user.name}
          disabled={actions.isPending}
          onSwap={(to) => actions.swap(seat, to)}
        />
      )}
      {canDrag && (
        <IconButton
          size="small"
          ref={dnd.setHandleRef}
          {...dnd.handleProps}
          aria-label={`Drag ${player?._user.name ?? ""} to another seat`}
          sx={{ cursor: "grab", touchAction: "none", color: "text.secondary" }}
        >
          <DragIndicatorRoundedIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );

  const row = (dnd: SeatDndState) => (
    <Box
      component="li"
      ref={dnd.setNodeRef}
      aria-label={label}
      data-seat={id}
      sx={{
        display: "flex",
        alignItems: "center",
        gap: { xs: 1, sm: 1.25 },
        minHeight: 60,
        px: { xs: 1, sm: 1.25 },
        py: 0.75,
        borderRadius: 2,
        border: "1px solid",
        borderStyle: player ? "solid" : "dashed",
        borderColor: dnd.isOver ? "primary.main" : alpha(color, player ? 0.35 : 0.45),
        bgcolor: player ? alpha(color, scrim.teamWon ? 0.16 : 0.09) : "transparent",
        opacity: dnd.isDragging ? 0.45 : 1,
        outline: dnd.isOver ? "2px solid" : "none",
        outlineColor: "primary.main",
        transition: "background-color 150ms, border-color 150ms",
      }}
    >
      <Typography
        component="span"
        aria-hidden="true"
        sx={{
          width: 40,
          flexShrink: 0,
          textAlign: "center",
          fontSize: "0.7rem",
          fontWeight: 800,
          letterSpacing: "0.06em",
          color,
          py: 0.5,
          borderRadius: 1,
          bgcolor: alpha(color, 0.14),
        }}
      >
        {ROLE_SHORT[seat.role]}
      </Typography>

      {player ? (
        <SeatPlayer
          player={player}
          isViewer={isViewer}
          isLobbyHost={scrim.lobbyHost?._id === player._user._id}
          nameLength={inList ? "list" : isNarrow ? "none" : "row"}
          actions={controlsUnderName ? controls(dnd) : undefined}
        />
      ) : (
        <Typography color="text.secondary" sx={{ flex: 1, fontSize: "0.9rem" }}>
          {seat.role}
        </Typography>
      )}

      {!controlsUnderName && controls(dnd)}
    </Box>
  );

  return SeatDnd ? (
    <SeatDnd
      id={id}
      seat={seat}
      name={player?._user.name}
      dropDisabled={!isOpen || (!viewer.isAdmin && player !== undefined)}
      dragDisabled={!canDrag}
    >
      {row}
    </SeatDnd>
  ) : (
    row(NO_SEAT_DND)
  );
}
