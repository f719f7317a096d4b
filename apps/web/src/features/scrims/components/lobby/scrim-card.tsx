import expandLessPaths from "@mui/icons-material/ExpandLessRounded?paths";
import expandMorePaths from "@mui/icons-material/ExpandMoreRounded?paths";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import type { ComponentType } from "react";
import { Suspense, useId, useState } from "react";
import { Icon } from "@/components/icon";
import { AverageRanks } from "./average-ranks";
import { ScrimCardHeader } from "./scrim-card-header";
import { ScrimSummary } from "./scrim-summary";
import "./scrim-card.css";

type ScrimLobbyProps = { scrim: ScrimDto; inList?: boolean };

type ScrimCardProps = {
  scrim: ScrimDto;
  /**
   * The expanded lobby (both teams and the info box, drawn with MUI): the scrim page passes it
   * as is, the hub a lazily loaded one (with `preload`, started when Show More is pointed at).
   */
  Lobby: ComponentType<ScrimLobbyProps> & { preload?: () => Promise<unknown> };
  /** In lists: starts collapsed with Show More / Show less. The detail page is always expanded. */
  collapsible?: boolean;
  titleComponent?: "h1" | "h2" | "h3";
};

/**
 * The scrim card / lobby panel: header, then either the summary (collapsed) or both teams with
 * the info box. Reads the viewer from the session. Collapsed it is plain HTML and CSS
 * (scrim-card.css): the hub's first paint carries no MUI.
 */
export function ScrimCard({
  scrim,
  Lobby,
  collapsible = false,
  titleComponent = "h3",
}: ScrimCardProps) {
  const titleId = useId();
  const lobbyId = useId();
  const [expanded, setExpanded] = useState(!collapsible);
  const preloadLobby = () => void Lobby.preload?.();

  return (
    <article aria-labelledby={titleId} className="scrim-card">
      <ScrimCardHeader
        scrim={scrim}
        titleId={titleId}
        titleComponent={titleComponent}
        linkTitle={collapsible}
      />
      <AverageRanks averageRank={scrim.averageRank} />
      <hr className="divider" />
      <div id={lobbyId}>
        {expanded ? (
          <Suspense
            fallback={
              <div aria-busy="true" className="scrim-card__loading">
                <ScrimSummary scrim={scrim} />
              </div>
            }
          >
            <Lobby scrim={scrim} inList={collapsible} />
          </Suspense>
        ) : (
          <ScrimSummary scrim={scrim} />
        )}
      </div>
      {collapsible && (
        <button
          type="button"
          className="button button--text button--primary scrim-card__more"
          onClick={() => setExpanded((value) => !value)}
          onPointerEnter={preloadLobby}
          onFocus={preloadLobby}
          aria-expanded={expanded}
          aria-controls={lobbyId}
        >
          {expanded ? "Show less" : "Show More"}
          <span className="button__icon button__icon--end">
            <Icon paths={expanded ? expandLessPaths : expandMorePaths} />
          </span>
        </button>
      )}
    </article>
  );
}
