import type { ReactNode } from "react";
import { LoadingScreen } from "@/components/loading-screen";
import { PageTitle } from "@/components/page-title";
import { HubCountTiles } from "./hub-count-tiles";
import "./hub.css";

type HubFrameProps = {
  /** Under the title: the day and region shown. */
  subtitle: ReactNode;
  /** Beside the title: Create Scrim and Refresh. */
  actions: ReactNode;
  /** The filter bar, the count tiles and the sections. */
  children: ReactNode;
};

/** The hub's page frame: its title, what it shows, its actions, then its body. */
export function HubFrame({ subtitle, actions, children }: HubFrameProps) {
  return (
    <div className="container hub">
      <div className="hub__header">
        <div>
          <PageTitle>Scrims Hub</PageTitle>
          <p className="hub__subtitle" aria-live="polite">
            {subtitle}
          </p>
        </div>
        <div className="hub__actions">{actions}</div>
      </div>
      <div className="hub__body">{children}</div>
    </div>
  );
}

/**
 * The hub before the app knows the player (scripts/prerender.mjs draws it into the hub's HTML):
 * the frame, the filter bar's and the counts' places, and the list loading. Its boxes take the
 * size of the real ones, so the hub does not move when the app draws it over this.
 */
export function HubSkeleton() {
  return (
    <HubFrame
      subtitle={<span className="skeleton skeleton--text hub-skeleton__subtitle" />}
      actions={<span className="skeleton skeleton--rounded hub-skeleton__action" />}
    >
      <div className="paper-outlined hub-filters" aria-hidden="true">
        <span className="skeleton skeleton--rounded hub-filters__region hub-skeleton__field" />
        <span className="hub-filters__day hub-skeleton__day">
          <span className="skeleton skeleton--rounded hub-filters__date hub-skeleton__field" />
        </span>
        <span className="skeleton skeleton--rounded hub-skeleton__show" />
      </div>
      <HubCountTiles />
      <div className="hub__content">
        <LoadingScreen text="Loading Scrims" />
      </div>
    </HubFrame>
  );
}
