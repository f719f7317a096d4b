import addPaths from "@mui/icons-material/AddRounded?paths";
import { useMemo } from "react";
import { Link as RouterLink } from "react-router";
import { LoadErrorAlert } from "@/components/errors/load-error-alert";
import { Icon } from "@/components/icon";
import { LoadingScreen } from "@/components/loading-screen";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useViewer } from "@/lib/session";
import { useScrims } from "../../api/get-scrims";
import { useHubEvents } from "../../hooks/use-hub-events";
import { hubListFilters, regionOptions, useHubFilters } from "../../hooks/use-hub-filters";
import { useNow } from "../../hooks/use-now";
import { groupScrims } from "../../utils/group-scrims";
import { formatDay } from "../../utils/hub-dates";
import { HubCountTiles } from "./hub-count-tiles";
import { HubEmptyState } from "./hub-empty-state";
import { HubFilterBar } from "./hub-filter-bar";
import { HubFrame } from "./hub-frame";
import { HubSection } from "./hub-section";
import { RefreshButton } from "./refresh-button";

/** Time states move on while the page is open (upcoming → current → previous). */
const TIME_STATE_TICK_MS = 15_000;

/** The Scrims Hub: one region's scrims of one day, live, in three sections. */
export function ScrimsHub() {
  const viewer = useViewer();
  useDocumentTitle("Scrims Hub");
  const { filters, upcomingDisabled, setDate, setRegion, setShow } = useHubFilters(viewer.region);
  const listFilters = useMemo(
    () => hubListFilters({ region: filters.region, date: filters.date }),
    [filters.region, filters.date],
  );
  const scrims = useScrims(listFilters);
  useHubEvents(listFilters, viewer);
  const now = useNow(TIME_STATE_TICK_MS);
  const groups = useMemo(() => groupScrims(scrims.data ?? [], now), [scrims.data, now]);
  const regions = useMemo(() => regionOptions(viewer.region), [viewer.region]);
  const nothingShown =
    !filters.showCurrent && !filters.showPrevious && !(filters.showUpcoming && !upcomingDisabled);

  let content;
  if (scrims.isPending) {
    content = <LoadingScreen text="Loading Scrims" />;
  } else if (scrims.isError) {
    content = <LoadErrorAlert what="the scrims" onRetry={() => void scrims.refetch()} />;
  } else if (scrims.data.length === 0) {
    content = <HubEmptyState region={filters.region} />;
  } else if (nothingShown) {
    content = (
      <p className="hub__note">Tick Current, Upcoming or Previous to see this day&apos;s scrims.</p>
    );
  } else {
    content = (
      <div className="hub__sections">
        {filters.showCurrent && (
          <HubSection
            title="Current Scrims"
            scrims={groups.current}
            emptyText="No current scrims"
          />
        )}
        {filters.showUpcoming && !upcomingDisabled && (
          <HubSection
            title="Upcoming Scrims"
            scrims={groups.upcoming}
            emptyText="No upcoming scrims"
          />
        )}
        {filters.showPrevious && (
          <HubSection
            title="Previous Scrims"
            scrims={groups.previous}
            emptyText="No previous scrims"
          />
        )}
      </div>
    );
  }

  return (
    <HubFrame
      subtitle={
        <>
          Scrims on <strong>{formatDay(filters.date)}</strong> in <strong>{filters.region}</strong>
        </>
      }
      actions={
        <>
          {viewer.isAdmin && (
            <RouterLink to={paths.newScrim} className="button button--contained">
              <span className="button__icon button__icon--start">
                <Icon paths={addPaths} />
              </span>
              Create Scrim
            </RouterLink>
          )}
          <RefreshButton
            onRefresh={() => void scrims.refetch()}
            isRefreshing={scrims.isFetching && !scrims.isPending}
          />
        </>
      }
    >
      <HubFilterBar
        filters={filters}
        regions={regions}
        upcomingDisabled={upcomingDisabled}
        onDateChange={setDate}
        onRegionChange={setRegion}
        onShowChange={setShow}
      />
      <HubCountTiles groups={groups} />
      <div className="hub__content">{content}</div>
    </HubFrame>
  );
}
