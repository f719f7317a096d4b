import hourglassPaths from "@mui/icons-material/HourglassTopRounded?paths";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { Suspense } from "react";
import { Link as RouterLink } from "react-router";
import { Icon } from "@/components/icon";
import { paths } from "@/config/paths";
import { useLazyDialog } from "@/hooks/use-lazy-dialog";
import { useViewer, useViewerIsBanned } from "@/lib/session";
import { lazyThemed } from "@/theme/lazy-themed";
import { useLeaveWaitlist } from "../../api/leave-waitlist";
import { relativeFrom } from "../../utils/format-time";
import { waitingLabel, waitlistActions } from "../../utils/waitlist";
import { CardLineButton } from "./card-line-button";

// A MUI dialog, opened on demand: loaded (with MUI's theme) on the way to the click.
const JoinWaitlistDialog = lazyThemed(() =>
  import("./join-waitlist-dialog").then((m) => m.JoinWaitlistDialog),
);

/** A clock a little behind the server's still says "a few seconds ago", never "in …". */
const laterOf = (iso: string, now: Date) => new Date(Math.max(Date.parse(iso), now.getTime()));

/**
 * The waitlist line of a card: how many wait, Join waitlist (role picker) or Leave waitlist, and,
 * for the scrim's members, the waiting players and admins, who waits for which roles since when.
 * Hidden while nobody waits and the viewer cannot join. Plain HTML (the hub's first paint).
 */
export function ScrimWaitlist({ scrim, now }: { scrim: ScrimDto; now: Date }) {
  const viewer = useViewer();
  const leave = useLeaveWaitlist();
  const picker = useLazyDialog(JoinWaitlistDialog);
  const banned = useViewerIsBanned();
  // A banned player's join or leave would be refused: neither is offered.
  const { canJoin, canLeave } = banned
    ? { canJoin: false, canLeave: false }
    : waitlistActions(scrim, viewer._id, now);

  if (scrim.waitlistCount === 0 && !canJoin) {
    return null;
  }

  return (
    <section aria-label="Waitlist" className="scrim-waitlist">
      <div className="scrim-card__line scrim-card__line--wrap">
        <Icon paths={hourglassPaths} className="scrim-card__line-icon text-secondary" />
        <div className="text-body2">
          <span className="text-secondary">Waitlist: </span>
          {scrim.waitlistCount === 0 ? (
            <span className="text-secondary">nobody yet</span>
          ) : (
            <strong>{waitingLabel(scrim.waitlistCount)}</strong>
          )}
        </div>
        {canJoin && <CardLineButton {...picker.triggerProps}>Join waitlist</CardLineButton>}
        {canLeave && (
          <CardLineButton
            leave
            disabled={leave.isPending}
            onClick={() => leave.mutate({ scrimId: scrim._id })}
          >
            Leave waitlist
          </CardLineButton>
        )}
      </div>
      {scrim.waitlist.length > 0 && (
        <ol aria-label="Waiting players" className="scrim-waitlist__list text-secondary">
          {scrim.waitlist.map((entry) => (
            <li key={entry._user._id} className="text-body2">
              <RouterLink
                to={paths.user(entry._user.name, entry._user.region, entry._user.summonerTagline)}
                className="link scrim-card__name-link"
              >
                {entry._user.name}
              </RouterLink>
              {entry._user._id === viewer._id && " (you)"}
              {" · "}
              {entry.roles.join(", ")}
              {" · "}
              <time dateTime={entry.joinedAt}>
                since {relativeFrom(entry.joinedAt, laterOf(entry.joinedAt, now))}
              </time>
            </li>
          ))}
        </ol>
      )}
      {canJoin && picker.used && (
        <Suspense fallback={null}>
          <JoinWaitlistDialog scrim={scrim} open={picker.open} onClose={picker.close} />
        </Suspense>
      )}
    </section>
  );
}
