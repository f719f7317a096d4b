import dragPaths from "@mui/icons-material/DragIndicatorRounded?paths";
import checkInPaths from "@mui/icons-material/HowToRegOutlined?paths";
import type { ScrimDto, ScrimPlayerDto, Seat } from "@scrims/shared/scrims/scrims.schema";
import { useContext } from "react";
import { Icon } from "@/components/icon";
import { NARROW_SCREEN, useMediaQuery } from "@/hooks/use-media-query";
import { useViewer, useViewerIsBanned } from "@/lib/session";
import { alpha } from "@/utils/alpha";
import { useAdminCheckIn } from "../../api/admin-check-in";
import { adminMayCheckIn } from "../../utils/check-in";
import { isCaster, seatOfUser } from "../../utils/scrim-state";
import { LOSS_COLOR, ROLE_SHORT, TEAM_COLORS, WIN_COLOR, seatId } from "../../utils/team-style";
import { NO_SEAT_DND, SeatDndContext, type SeatDndState } from "./seat-dnd";
import { SeatActionsMenu } from "./seat-actions-menu";
import { useConfirmSeatRemoval } from "./seat-removal-confirmation";
import { SeatPlayer } from "./seat-player";
import { SwapSeatMenu } from "./swap-seat-menu";
import { useSeatActions } from "./use-seat-actions";
import "./lobby.css";

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
 * One role of one team. Empty: Join (or Move here for a seated viewer), never for a caster of the
 * scrim (a caster cannot play) nor a banned viewer (every write of theirs is refused). Taken: the
 * player, Leave on your own seat, Kick, Swap and (before the start) Check in for admins; Leave and
 * Kick ask first. The row is a drop
 * target and, for an admin or the player himself, draggable by its handle (pointer or keyboard).
 * On narrow screens an admin's kick, swap and drag move into one seat menu, and a seated player's
 * buttons sit under the name, so the name keeps the row. Plain HTML and CSS (lobby.css): the
 * scrim page's first paint carries no MUI; the menus load on demand.
 */
export function SeatRow({ scrim, seat, player, inList = false }: SeatRowProps) {
  const viewer = useViewer();
  const isNarrow = useMediaQuery(NARROW_SCREEN);
  const actions = useSeatActions(scrim, viewer._id);
  const adminCheckIn = useAdminCheckIn();
  const confirmRemoval = useConfirmSeatRemoval();
  const banned = useViewerIsBanned();
  const isOpen = !scrim.teamWon;
  // What the viewer may still change here: nothing once a winner is set or while banned.
  const mayAct = isOpen && !banned;
  const isViewer = player?._user._id === viewer._id;
  const viewerSeat = seatOfUser(scrim, viewer._id);
  const actionsInMenu = isNarrow && viewer.isAdmin;
  const canDrag = mayAct && player !== undefined && (viewer.isAdmin || isViewer) && !isNarrow;
  // A phone's row is too short for a whole Riot ID beside Leave or the admin's buttons: those go
  // to the end of the rank line, and the name gets the row's width.
  const controlsUnderName = isNarrow && player !== undefined;
  const id = seatId(seat.team, seat.role);

  const SeatDnd = useContext(SeatDndContext);
  const color = seatColor(scrim, seat);
  const label = `${seat.role}: ${player ? player._user.name : "empty"}`;

  const controls = (dnd: SeatDndState) => (
    <div className="seat-row__controls">
      {!player && mayAct && !isCaster(scrim, viewer._id) && (
        <button
          type="button"
          className={`button button--small ${viewerSeat ? "button--outlined" : "button--contained"}`}
          disabled={actions.isPending}
          onClick={() => (viewerSeat ? actions.moveHere(seat) : actions.join(seat))}
          aria-label={`${viewerSeat ? "Move here" : "Join"}: ${seat.role}`}
        >
          {viewerSeat ? "Move here" : "Join"}
        </button>
      )}
      {player && !player.checkedIn && viewer.isAdmin && adminMayCheckIn(scrim, new Date()) && (
        // Grey: green is the checked-in mark's colour, and this player is not checked in yet.
        <button
          type="button"
          className="icon-button icon-button--small text-secondary"
          title="Check in (admin)"
          disabled={adminCheckIn.isPending}
          onClick={() => adminCheckIn.mutate({ scrimId: scrim._id, userId: player._user._id })}
          aria-label={`Check in ${player._user.name}`}
        >
          <Icon paths={checkInPaths} className="icon--small" />
        </button>
      )}
      {player && mayAct && actionsInMenu && (
        <SeatActionsMenu
          scrim={scrim}
          seat={seat}
          playerName={player._user.name}
          disabled={actions.isPending}
          onLeave={isViewer ? () => confirmRemoval({ player, seat, leave: true }) : undefined}
          onKick={isViewer ? undefined : () => confirmRemoval({ player, seat })}
          onSwap={(to) => actions.swap(seat, to)}
        />
      )}
      {player && mayAct && isViewer && !actionsInMenu && (
        <button
          type="button"
          className="button button--small button--outlined button--inherit"
          disabled={actions.isPending}
          onClick={() => confirmRemoval({ player, seat, leave: true })}
        >
          Leave
        </button>
      )}
      {player && mayAct && viewer.isAdmin && !isViewer && !actionsInMenu && (
        <button
          type="button"
          className="button button--small button--outlined button--error"
          onClick={() => confirmRemoval({ player, seat })}
        >
          Kick
        </button>
      )}
      {player && mayAct && viewer.isAdmin && !actionsInMenu && (
        <SwapSeatMenu
          scrim={scrim}
          seat={seat}
          playerName={player._user.name}
          disabled={actions.isPending}
          onSwap={(to) => actions.swap(seat, to)}
        />
      )}
      {canDrag && (
        <button
          type="button"
          className="icon-button icon-button--small text-secondary seat-row__handle"
          ref={dnd.setHandleRef}
          {...dnd.handleProps}
          aria-label={`Drag ${player?._user.name ?? ""} to another seat`}
        >
          <Icon paths={dragPaths} className="icon--small" />
        </button>
      )}
    </div>
  );

  const row = (dnd: SeatDndState) => (
    <li
      ref={dnd.setNodeRef}
      aria-label={label}
      data-seat={id}
      className={[
        "seat-row",
        player ? "seat-row--taken" : "seat-row--empty",
        dnd.isOver && "seat-row--over",
        dnd.isDragging && "seat-row--dragging",
      ]
        .filter(Boolean)
        .join(" ")}
      style={{
        borderColor: dnd.isOver ? undefined : alpha(color, player ? 0.35 : 0.45),
        backgroundColor: player ? alpha(color, scrim.teamWon ? 0.16 : 0.09) : undefined,
      }}
    >
      <span
        aria-hidden="true"
        className="seat-row__role"
        style={{ color, backgroundColor: alpha(color, 0.14) }}
      >
        {ROLE_SHORT[seat.role]}
      </span>

      {player ? (
        <SeatPlayer
          player={player}
          isViewer={isViewer}
          isLobbyHost={scrim.lobbyHost?._id === player._user._id}
          nameLength={inList ? "list" : isNarrow ? "none" : "row"}
          actions={controlsUnderName ? controls(dnd) : undefined}
        />
      ) : (
        <p className="seat-row__empty">{seat.role}</p>
      )}

      {!controlsUnderName && controls(dnd)}
    </li>
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
