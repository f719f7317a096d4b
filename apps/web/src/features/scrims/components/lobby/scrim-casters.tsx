import micPaths from "@mui/icons-material/MicRounded?paths";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { Fragment } from "react";
import { Link as RouterLink } from "react-router";
import { Icon } from "@/components/icon";
import { paths } from "@/config/paths";
import { useInsertCaster } from "../../api/insert-caster";
import { useRemoveCaster } from "../../api/remove-caster";
import { useViewer, useViewerIsBanned } from "@/lib/session";
import { castIsOpen, casterRoom, isCaster, seatOfUser } from "../../utils/scrim-state";
import { CardLineButton } from "./card-line-button";

/**
 * The casters, with Join cast (while the cast has room, never for a seated player) and Leave cast
 * (neither for a banned viewer); both go once the game is over (winner set, or three hours after the start). Plain HTML: the
 * hub's cards show it on their first paint.
 */
export function ScrimCasters({ scrim, now }: { scrim: ScrimDto; now: Date }) {
  const viewer = useViewer();
  const join = useInsertCaster();
  const leave = useRemoveCaster();
  const banned = useViewerIsBanned();
  const viewerIsCaster = isCaster(scrim, viewer._id);
  const canJoin =
    !banned && casterRoom(scrim, now) > 0 && !viewerIsCaster && !seatOfUser(scrim, viewer._id);
  const canLeave = !banned && viewerIsCaster && castIsOpen(scrim, now);
  const variables = { scrimId: scrim._id, userId: viewer._id };

  if (!scrim.isWithCasters && scrim.casters.length === 0) {
    return (
      <div className="scrim-card__line text-secondary">
        <Icon paths={micPaths} className="scrim-card__line-icon" />
        <p className="text-body2">No casters for this game</p>
      </div>
    );
  }

  return (
    <div className="scrim-card__line scrim-card__line--wrap">
      <Icon paths={micPaths} className="scrim-card__line-icon text-secondary" />
      <div className="text-body2 scrim-card__line-text">
        <span className="text-secondary">
          Casters ({scrim.casters.length}/{scrim.maxCastersAllowedCount}):{" "}
        </span>
        {scrim.casters.length === 0 ? (
          <span className="text-secondary">none yet</span>
        ) : (
          scrim.casters.map((caster, index) => (
            <Fragment key={caster._id}>
              {index > 0 && ", "}
              <RouterLink
                to={paths.user(caster.name, caster.region, caster.summonerTagline)}
                className="link scrim-card__name-link"
              >
                {caster.name}
              </RouterLink>
            </Fragment>
          ))
        )}
      </div>
      {canJoin && (
        <CardLineButton disabled={join.isPending} onClick={() => join.mutate(variables)}>
          Join cast
        </CardLineButton>
      )}
      {canLeave && (
        <CardLineButton leave disabled={leave.isPending} onClick={() => leave.mutate(variables)}>
          Leave cast
        </CardLineButton>
      )}
    </div>
  );
}
