import EditRoundedIcon from "@mui/icons-material/EditRounded";
import WallpaperRoundedIcon from "@mui/icons-material/WallpaperRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useAlerts } from "@/components/alerts/use-alerts";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { ApiError } from "@/lib/api-client";
import { useUser } from "../api/get-user";
import type { UserLookup } from "../api/get-user";
import { useUserRecord } from "../api/get-user-record";
import { toProfileBackground, toProfileBlur } from "../utils/profile-backgrounds";
import { BanActions, BanDialogSlot } from "./ban-actions";
import { EditPlayerDialog } from "./edit-player-dialog";
import { ProfileBackdrop } from "./profile-backdrop";
import { ProfileBackgroundDialog } from "./profile-background-dialog";
import { ProfileScrimLists } from "./profile-scrim-lists";
import { ProfileSkeleton } from "./profile-skeleton";
import { ProfileSummaryCard } from "./profile-summary-card";

/** Who is looking: the owner may change the background, an admin may edit other players. */
export type ProfileViewer = { _id: string; isAdmin: boolean };

/** No such player (404), or a lookup the server refuses (400, e.g. a tagline with '#'). */
function isMissingUser(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

type ProfileContentProps = { user: UserDto; viewer: ProfileViewer };

function ProfileContent({ user, viewer }: ProfileContentProps) {
  const [openDialog, setOpenDialog] = useState<"background" | "edit" | "ban" | null>(null);
  const navigate = useNavigate();
  const isOwner = viewer._id === user._id;
  const canEditPlayer = viewer.isAdmin && !isOwner;
  // One request gives the card's stats and the participated list.
  const record = useUserRecord(user._id);

  const handlePlayerSaved = (saved: UserDto) => {
    setOpenDialog(null);
    // A new name or tagline is a new profile URL.
    void navigate(paths.user(saved.name, saved.region, saved.summonerTagline), { replace: true });
  };

  const actions = (isOwner || canEditPlayer) && (
    <>
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
        />
        <ProfileScrimLists
          user={user}
          isOwner={isOwner}
          showCreated={isOwner || viewer.isAdmin}
          record={record}
        />
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

type UserProfileProps = { lookup: UserLookup; viewer: ProfileViewer };

/**
 * A player's profile page body. A player that does not exist sends the viewer home with the
 * server's message ('User X was not found in NA').
 */
export function UserProfile({ lookup, viewer }: UserProfileProps) {
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
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void user.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load this profile. Check your connection and try again.
        </Alert>
      ) : (
        <ProfileContent user={user.data} viewer={viewer} />
      )}
    </Container>
  );
}
