import AddRoundedIcon from "@mui/icons-material/AddRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useDeferredValue, useMemo } from "react";
import { Link as RouterLink } from "react-router";
import { LoadErrorAlert } from "@/components/errors/load-error-alert";
import { LoadingScreen } from "@/components/loading-screen";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useScrims } from "../../api/get-scrims";
import { useHubEvents } from "../../hooks/use-hub-events";
import { hubListFilters, regionOptions, useHubFilters } from "../../hooks/use-hub-filters";
import { useNow } from "../../hooks/use-now";
import { useViewer } from "@/lib/session";
import { groupScrims } from "../../utils/group-scrims";
import { formatDay } from "../../utils/hub-dates";
import { HubCountTiles } from "./hub-count-tiles";
import { HubEmptyState } from "./hub-empty-state";
import { HubFilterBar } from "./hub-filter-bar";
import { HubSection } from "./hub-section";
import { RefreshButton } from "./refresh-button";
import { PageTitle } from "@/components/page-title";

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

  // A list's first render (its cards) is done as a transition, in slices, with the loading
  // screen kept up meanwhile; refreshes and live changes of a shown list show at once.
  const arrived = useDeferredValue(scrims.data) !== undefined;

  let content;
  if (scrims.isPending || (scrims.isSuccess && !arrived)) {
    content = <LoadingScreen text="Loading Scrims" />;
  } else if (scrims.isError) {
    content = <LoadErrorAlert what="the scrims" onRetry={() => void scrims.refetch()} />;
  } else if (scrims.data.length === 0) {
    content = <HubEmptyState region={filters.region} />;
  } else if (nothingShown) {
    content = (
      <Typography color="text.secondary" sx={{ textAlign: "center", py: 4 }}>
        Tick Current, Upcoming or Previous to see this day&apos;s scrims.
      </Typography>
    );
  } else {
    content = (
      <Stack spacing={4}>
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
      </Stack>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "flex-end",
          justifyContent: "space-between",
          gap: 2,
          mb: 2.5,
        }}
      >
        <Box>
          <PageTitle>Scrims Hub</PageTitle>
          <Typography color="text.secondary" aria-live="polite">
            Scrims on <strong>{formatDay(filters.date)}</strong> in{" "}
            <strong>{filters.region}</strong>
          </Typography>
        </Box>
        <Box sx={{ display: "flex", gap: 1 }}>
          {viewer.isAdmin && (
            <Button
              component={RouterLink}
              to={paths.newScrim}
              variant="contained"
              startIcon={<AddRoundedIcon />}
            >
              Create Scrim
            </Button>
          )}
          <RefreshButton
            onRefresh={() => void scrims.refetch()}
            isRefreshing={scrims.isFetching && !scrims.isPending}
          />
        </Box>
      </Box>
      <Stack spacing={2.5}>
        <HubFilterBar
          filters={filters}
          regions={regions}
          upcomingDisabled={upcomingDisabled}
          onDateChange={setDate}
          onRegionChange={setRegion}
          onShowChange={setShow}
        />
        <HubCountTiles groups={groups} />
        <Box sx={{ pt: 1 }}>{content}</Box>
      </Stack>
    </Container>
  );
}
