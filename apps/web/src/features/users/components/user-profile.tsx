import EditRoundedIcon from "@mui/icons-material/EditRounded";
import WallpaperRoundedIcon from "@mui/icons-material/WallpaperRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import type { UserScrimsDto } from "@scrims/shared/scrims/scrims.schema";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { useEffect, useState } from "react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { LoadErrorAlert } from "@/components/errors/load-error-alert";
import { useAlerts } from "@/components/alerts/use-alerts";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { ApiError } from "@/lib/api-client";
import { useUser } from "../api/get-user";
import type { UserLookup } from "../api/get-user";
import { toProfileBackground, toProfileBlur } from "../utils/profile-backgrounds";
import { BanActions, BanDialogSlot } from "./ban-actions";
import { EditPlayerDialog } from "./edit-player-dialog";
import { ProfileBackdrop } from "./profile-backdrop";
import { ProfileBackgroundDialog } from "./profile-background-dialog";
import { ProfileSkeleton } from "./profile-skeleton";
import { ProfileSummaryCard } from "./profile-summary-card";

/** Who is looking: the owner may change the background, an admin may edit other players. */
export type ProfileViewer = { _id: string; isAdmin: boolean };

/** The social parts the page composes in (online dot, friends count, friend button). */
type ProfileSocial = { nameBadge?: ReactNode; friends?: ReactNode; action?: ReactNode };
export type RenderProfileSocial = (user: UserDto) => ProfileSocial;

/** No such player (404), or a lookup the server refuses (400, e.g. a tagline with '#'). */
function isMissingUser(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * What the page brings from the scrims feature: the player's record (the summary card's level and
 * stats) and the scrim lists beside the card.
 */
export type ProfileScrims = {
  /** The first page of the record: its stats feed the card. */
  useRecord: (userId: string) => { data: UserScrimsDto | undefined; isPending: boolean };
  /** The activity chart (games per month), above the lists. */
  renderActivity: (props: { user: UserDto; isOwner: boolean }) => ReactNode;
  renderLists: (props: { user: UserDto; isOwner: boolean; showCreated: boolean }) => ReactNode;
};

type ProfileContentProps = {
  user: UserDto;
  viewer: ProfileViewer;
  scrims: ProfileScrims;
  renderSocial?: RenderProfileSocial;
};

function ProfileContent({ user, viewer, scrims, renderSocial }: ProfileContentProps) {
  const [openDialog, setOpenDialog] = useState<"background" | "edit" | "ban" | null>(null);
  const navigate = useNavigate();
  const isOwner = viewer._id === user._id;
  const canEditPlayer = viewer.isAdmin && !isOwner;
  // One request gives the card's stats and the participated list.
  const record = scrims.useRecord(user._id);

  const handlePlayerSaved = (saved: UserDto) => {
    setOpenDialog(null);
    // A new name or tagline is a new profile URL.
    void navigate(paths.user(saved.name, saved.region, saved.summonerTagline), { replace: true });
  };

  const social = renderSocial?.(user) ?? {};

  const actions = (isOwner || canEditPlayer || social.action) && (
    <>
      {social.action}
      {isOwner && (
        <Button
          variant="outlined"
          size="small"
          startIcon={<WallpaperRoundedIcon />}
          onClick={() => setOpenDialog("background")}
        >
          Background
        </Button>
      )}
      {canEditPlayer && (
        <Button
          variant="outlined"
          size="small"
          startIcon={<EditRoundedIcon />}
          onClick={() => setOpenDialog("edit")}
        >
          Edit player
        </Button>
      )}
      {canEditPlayer && <BanActions user={user} onBan={() => setOpenDialog("ban")} />}
    </>
  );

  return (
    <>
      <ProfileBackdrop
        background={toProfileBackground(user.profileBackgroundImg)}
        blur={Number(toProfileBlur(user.profileBackgroundBlur))}
      />
      <Box
        sx={{
          position: "relative",
          zIndex: 1,
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "1fr", md: "380px minmax(0, 1fr)" },
          alignItems: "start",
        }}
      >
        <ProfileSummaryCard
          user={user}
          stats={record.data?.stats}
          statsPending={record.isPending}
          actions={actions || undefined}
          nameBadge={social.nameBadge}
          friends={social.friends}
          viewerIsAdmin={viewer.isAdmin}
        />
        <Box sx={{ display: "grid", gap: 3, minWidth: 0 }}>
          {scrims.renderActivity({ user, isOwner })}
          {scrims.renderLists({ user, isOwner, showCreated: isOwner || viewer.isAdmin })}
        </Box>
      </Box>
      {openDialog === "background" && (
        <ProfileBackgroundDialog open user={user} onClose={() => setOpenDialog(null)} />
      )}
      <BanDialogSlot open={openDialog === "ban"} user={user} onClose={() => setOpenDialog(null)} />
      {openDialog === "edit" && (
        <EditPlayerDialog
          open
          user={user}
          onClose={() => setOpenDialog(null)}
          onSaved={handlePlayerSaved}
        />
      )}
    </>
  );
}

type UserProfileProps = {
  lookup: UserLookup;
  viewer: ProfileViewer;
  scrims: ProfileScrims;
  renderSocial?: RenderProfileSocial;
};

/**
 * A player's profile page body. A player that does not exist sends the viewer home with the
 * server's message ('User X was not found in NA').
 */
export function UserProfile({ lookup, viewer, scrims, renderSocial }: UserProfileProps) {
  const user = useUser(lookup);
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
  const missing = isMissingUser(user.error) ? user.error : null;
  useDocumentTitle(user.data ? `${user.data.name}'s Profile` : "Profile");

  useEffect(() => {
    if (missing) {
      showAlert({ type: "error", message: missing.message });
      void navigate(paths.home, { replace: true });
    }
  }, [missing, navigate, showAlert]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      {user.isPending || missing ? (
        <ProfileSkeleton />
      ) : user.isError ? (
        <LoadErrorAlert what="this profile" onRetry={() => void user.refetch()} />
      ) : (
        <ProfileContent
          user={user.data}
          viewer={viewer}
          scrims={scrims}
          renderSocial={renderSocial}
        />
      )}
    </Container>
  );
}
