import EventNoteRoundedIcon from "@mui/icons-material/EventNoteRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { Link as RouterLink } from "react-router";
import { LoadErrorAlert } from "@/components/errors/load-error-alert";
import type { SelectOption } from "@/components/forms/select-field";
import { paths } from "@/config/paths";
import type { ProfileScrimsList } from "../../api/profile-scrims-pages";
import { ProfileScrimRow } from "./profile-scrim-row";
import { ProfileScrimsControls } from "./profile-scrims-controls";
import type { ProfileScrimsView } from "./profile-scrims-controls";

type ProfileScrimsSectionProps<F extends string> = {
  title: string;
  /** Says what will be listed here, when nothing is yet. */
  emptyText: string;
  /** Whose profile this is: rows show their seat and result. */
  userId: string;
  /** The pages loaded so far, sorted and filtered by the server. */
  list: ProfileScrimsList;
  view: ProfileScrimsView<F>;
  onViewChange: (view: ProfileScrimsView<F>) => void;
  /** The first option is the default (no filter). */
  filterOptions: readonly SelectOption<F>[];
  /** Offers the Scrims Hub (on the player's own profile). */
  showHubLink?: boolean;
};

/** A profile panel on the player's background: dark, translucent, blurred behind. */
export const panelSx = {
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

/**
 * A list of the player's scrims, a page at a time (Load more): sorted by start and filtered on the
 * server, scrolling past 300px.
 */
export function ProfileScrimsSection<F extends string>({
  title,
  emptyText,
  userId,
  list,
  view,
  onViewChange,
  filterOptions,
  showHubLink,
}: ProfileScrimsSectionProps<F>) {
  const headingId = useId();
  const total = list.page?.total ?? 0;
  const matching = list.page?.matching ?? 0;
  const filterLabel = filterOptions.find((option) => option.value === view.filter)?.label ?? "";
  const count =
    matching === total ? `${total} ${total === 1 ? "scrim" : "scrims"}` : `${matching} of ${total}`;

  let body;
  if (list.isPending) {
    body = (
      <Box role="status" aria-label={`Loading ${title}`} sx={{ display: "grid", gap: 0.75 }}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={58} />
        ))}
      </Box>
    );
  } else if (list.isError && list.scrims.length === 0) {
    body = (
      <LoadErrorAlert variant="outlined" onRetry={() => void list.refetch()}>
        Could not load these scrims.
      </LoadErrorAlert>
    );
  } else if (total === 0) {
    body = <EmptyState text={emptyText} showHubLink={showHubLink} />;
  } else if (matching === 0) {
    body = (
      <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: "center" }}>
        No scrims match “{filterLabel}”.
      </Typography>
    );
  } else {
    body = (
      <>
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
          {list.scrims.map((scrim) => (
            <ProfileScrimRow key={scrim._id} scrim={scrim} userId={userId} />
          ))}
        </Box>
        {list.hasNextPage && (
          <Box
            sx={{
              display: "flex",
              alignItems: "center",
              justifyContent: "space-between",
              gap: 1,
              mt: 1.5,
            }}
          >
            <Typography variant="caption" color="text.secondary">
              Showing {list.scrims.length} of {matching}
            </Typography>
            <Button
              size="small"
              variant="outlined"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage ? "Loading…" : "Load more"}
            </Button>
          </Box>
        )}
      </>
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
            {list.isPending || !list.page ? "" : count}
          </Typography>
        </Box>
        {total > 0 && (
          <ProfileScrimsControls
            view={view}
            onViewChange={onViewChange}
            filterOptions={filterOptions}
          />
        )}
      </Box>
      {body}
    </Paper>
  );
}
