import checkCirclePaths from "@mui/icons-material/CheckCircleRounded?paths";
import checkInPaths from "@mui/icons-material/HowToRegRounded?paths";
import schedulePaths from "@mui/icons-material/ScheduleRounded?paths";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { Icon } from "@/components/icon";
import { useViewer, useViewerIsBanned } from "@/lib/session";
import { useCheckIn } from "../../api/check-in";
import { checkInCount, seatedPlayers } from "../../utils/check-in";
import type { CheckInPhase } from "../../utils/check-in";
import { formatStartTime } from "../../utils/format-time";
import "./lobby.css";

/**
 * Check-in in the lobby's info box, while the scrim has not started: when the window opens (and
 * for a seated player, that his seat depends on it), then the "Check in" button (never while he is
 * banned: it would be refused) or his mark (for anyone else, that a seat taken in the window
 * comes checked in), and how many seated players have checked in.
 */
export function CheckInPanel({ scrim, phase }: { scrim: ScrimDto; phase: CheckInPhase }) {
  const viewer = useViewer();
  const checkIn = useCheckIn();
  const banned = useViewerIsBanned();
  if (phase === "off" || phase === "closed" || !scrim.checkInOpensAt) {
    return null;
  }
  const own = seatedPlayers(scrim).find((player) => player._user._id === viewer._id);
  const { checkedIn, seated } = checkInCount(scrim);
  const opensAt = formatStartTime(scrim.checkInOpensAt);

  return (
    <section
      aria-label="Check-in"
      className={phase === "open" ? "check-in check-in--open" : "check-in"}
    >
      {phase === "before" ? (
        <div className="check-in__line">
          <Icon paths={schedulePaths} className="icon--small text-secondary" />
          <p className="text-body2">
            Check-in opens at <strong>{opensAt}</strong>
          </p>
        </div>
      ) : (
        <p className="text-body2 lobby-text--bold check-in__open">
          Check-in is open until the start
        </p>
      )}
      {own && (
        <div aria-live="polite">
          {own.checkedIn ? (
            <div className="check-in__line check-in__line--done">
              <Icon paths={checkCirclePaths} className="icon--small" />
              <p className="text-body2 lobby-text--bold">You&apos;re checked in</p>
            </div>
          ) : banned ? null : phase === "open" ? (
            <button
              type="button"
              className="button button--contained button--success"
              disabled={checkIn.isPending}
              onClick={() => checkIn.mutate({ scrimId: scrim._id })}
            >
              <span className="button__icon button__icon--start">
                <Icon paths={checkInPaths} />
              </span>
              Check in
            </button>
          ) : (
            <p className="text-body2 text-secondary">
              Check in then, or your seat is given to a substitute at the start.
            </p>
          )}
        </div>
      )}
      {!own && phase === "open" && !scrim.casters.some((caster) => caster._id === viewer._id) && (
        <p className="text-body2 text-secondary">A seat taken now comes checked in.</p>
      )}
      {seated > 0 && (
        <span className="text-caption text-secondary">
          {checkedIn}/{seated} players checked in
        </span>
      )}
    </section>
  );
}
