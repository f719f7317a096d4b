import eventPaths from "@mui/icons-material/EventRounded?paths";
import lockPaths from "@mui/icons-material/LockRounded?paths";
import { REGION_COLORS, REGION_TEXT_COLORS } from "@scrims/shared/common/regions.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { Link as RouterLink } from "react-router";
import { Icon } from "@/components/icon";
import { paths } from "@/config/paths";
import { useNow } from "../../hooks/use-now";
import { ScrimChatSlot } from "@/lib/scrim-chat-slot";
import { useViewer } from "@/lib/session";
import { alpha } from "@/utils/alpha";
import { formatStartTime, startRelative } from "../../utils/format-time";
import { scrimTitle } from "../../utils/scrim-state";
import { ScrimAdminActions } from "./scrim-admin-actions";
import { ScrimCasters } from "./scrim-casters";
import { AddToCalendarButton } from "./add-to-calendar-button";
import { ScrimWaitlist } from "./scrim-waitlist";
import { ShareButton } from "./share-button";

type ScrimCardHeaderProps = {
  scrim: ScrimDto;
  titleId: string;
  /** h1 on the detail page, h3 in the hub's sections. */
  titleComponent: "h1" | "h2" | "h3";
  /** In lists the title links to the scrim's page. */
  linkTitle: boolean;
};

/**
 * Title, region and Private chips, start time, casters, waitlist, share, and the admin's tools.
 * Plain HTML and CSS (scrim-card.css): the hub's cards show it on their first paint.
 */
export function ScrimCardHeader({
  scrim,
  titleId,
  titleComponent: Title,
  linkTitle,
}: ScrimCardHeaderProps) {
  const viewer = useViewer();
  const now = useNow(30_000, scrim.gameStartTime);
  const title = scrimTitle(scrim);
  const regionColor = REGION_COLORS[scrim.region];

  return (
    <div className="scrim-card-header">
      <div className="scrim-card-header__top">
        <div className="scrim-card-header__main">
          <Title
            id={titleId}
            className={`scrim-card-header__title scrim-card-header__title--${Title === "h1" ? "page" : "card"}`}
          >
            {linkTitle ? (
              <RouterLink to={paths.scrim(scrim._id)} className="link link--inherit">
                {title}
              </RouterLink>
            ) : (
              title
            )}
          </Title>
          <div className="scrim-card-header__facts">
            <span
              className="chip chip--small scrim-card-header__region"
              style={{
                color: REGION_TEXT_COLORS[scrim.region],
                backgroundColor: alpha(regionColor, 0.14),
                borderColor: alpha(regionColor, 0.45),
              }}
            >
              <span className="chip__label">{scrim.region}</span>
            </span>
            {scrim.isPrivate && (
              <span className="chip chip--small chip--outlined chip--warning">
                <Icon paths={lockPaths} />
                <span className="chip__label">Private</span>
              </span>
            )}
            <div className="scrim-card-header__start text-secondary">
              <Icon paths={eventPaths} className="scrim-card-header__start-icon" />
              <span className="text-body2">
                <time dateTime={scrim.gameStartTime} className="scrim-card-header__time">
                  {formatStartTime(scrim.gameStartTime)}
                </time>{" "}
                ({startRelative(scrim.gameStartTime, now)})
              </span>
            </div>
          </div>
        </div>
        <ScrimChatSlot scrimId={scrim._id} title={title} />
        <AddToCalendarButton scrimId={scrim._id} />
        <ShareButton scrimId={scrim._id} />
      </div>
      <ScrimCasters scrim={scrim} now={now} />
      <ScrimWaitlist scrim={scrim} now={now} />
      {viewer.isAdmin && <ScrimAdminActions scrim={scrim} />}
    </div>
  );
}
