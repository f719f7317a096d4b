import EventNoteRoundedIcon from "@mui/icons-material/EventNoteRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { useId, useState } from "react";
import { Link as RouterLink } from "react-router";
import { paths } from "@/config/paths";
import { DEFAULT_SORT_ORDER, sortByStart } from "../../utils/profile-scrims";
import type { SortOrder } from "../../utils/profile-scrims";
import { ProfileScrimRow } from "./profile-scrim-row";
import { ProfileScrimsControls } from "./profile-scrims-controls";
import type { FilterOption } from "./profile-scrims-controls";

/** The part of a query result the section reads. */
export type ScrimsQueryState = {
  data: ScrimDto[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

type ProfileScrimsSectionProps<F extends string> = {
  title: string;
  /** Says what will be listed here, when nothing is yet. */
  emptyText: string;
  /** Whose profile this is: rows show their seat and result. */
  userId: string;
  query: ScrimsQueryState;
  /** The first option is the default (no filter). */
  filterOptions: FilterOption<F>[];
  applyFilter: (scrims: ScrimDto[], filter: F) => ScrimDto[];
  /** Offers the Scrims Hub (on the player's own profile). */
  showHubLink?: boolean;
};

const panelSx = {
  p: { xs: 2, sm: 3 },
  bgcolor: "rgba(21, 27, 36, 0.72)",
  backdropFilter: "blur(12px)",
  borderColor: "rgba(255, 255, 255, 0.12)",
} as const;

function EmptyState({ text, showHubLink }: { text: string; showHubLink?: boolean }) {
  return (
    <Box
      sx={{
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        textAlign: "center",
        gap: 1,
        py: { xs: 3, sm: 4 },
        px: 2,
        borderRadius: 2,
        border: "1px dashed",
        borderColor: "rgba(255, 255, 255, 0.16)",
      }}
    >
      <EventNoteRoundedIcon sx={{ fontSize: 36, color: "text.secondary", opacity: 0.7 }} />
      <Typography sx={{ fontWeight: 600 }}>No scrims yet</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
        {text}
      </Typography>
      {showHubLink && (
        <Button component={RouterLink} to={paths.scrims} size="small" sx={{ mt: 1 }}>
          Go to the Scrims Hub
        </Button>
      )}
    </Box>
  );
}

/** A list of the player's scrims: sorted by start, filtered, scrolling past 300px. */
export function ProfileScrimsSection<F extends string>({
  title,
  emptyText,
  userId,
  query,
  filterOptions,
  applyFilter,
  showHubLink,
}: ProfileScrimsSectionProps<F>) {
  const headingId = useId();
  const [order, setOrder] = useState<SortOrder>(DEFAULT_SORT_ORDER);
  const [filter, setFilter] = useState<F>(() => filterOptions[0]?.value as F);
  const all = query.data ?? [];
  const shown = sortByStart(applyFilter(all, filter), order);
  const filterLabel = filterOptions.find((option) => option.value === filter)?.label ?? "";
  const count =
    shown.length === all.length
      ? `${all.length} ${all.length === 1 ? "scrim" : "scrims"}`
      : `${shown.length} of ${all.length}`;

  let body;
  if (query.isPending) {
    body = (
      <Box aria-label={`Loading ${title}`} sx={{ display: "grid", gap: 0.75 }}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={58} />
        ))}
      </Box>
    );
  } else if (query.isError) {
    body = (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        Could not load these scrims.
      </Alert>
    );
  } else if (all.length === 0) {
    body = <EmptyState text={emptyText} showHubLink={showHubLink} />;
  } else if (shown.length === 0) {
    body = (
      <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: "center" }}>
        No scrims match “{filterLabel}”.
      </Typography>
    );
  } else {
    body = (
      <Box
        component="ul"
        aria-label={title}
        tabIndex={0}
        sx={{
          m: 0,
          p: 0,
          pr: 0.5,
          display: "grid",
          gap: 0.75,
          maxHeight: 300,
          overflowY: "auto",
          overscrollBehavior: "contain",
          scrollbarWidth: "thin",
          scrollbarColor: "rgba(255, 255, 255, 0.2) transparent",
          "&:focus-visible": {
            outline: "2px solid",
            outlineColor: "primary.main",
            borderRadius: 2,
          },
        }}
      >
        {shown.map((scrim) => (
          <ProfileScrimRow key={scrim._id} scrim={scrim} userId={userId} />
        ))}
      </Box>
    );
  }

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={panelSx}>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 1.5,
          mb: 2,
        }}
      >
        <Box sx={{ display: "flex", alignItems: "baseline", gap: 1.25, minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: "anywhere" }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: "nowrap" }}>
            {query.isPending || query.isError ? "" : count}
          </Typography>
        </Box>
        {all.length > 0 && (
          <ProfileScrimsControls
            order={order}
            onOrderChange={setOrder}
            filter={filter}
            filterOptions={filterOptions}
            onFilterChange={setFilter}
          />
        )}
      </Box>
      {body}
    </Paper>
  );
}
