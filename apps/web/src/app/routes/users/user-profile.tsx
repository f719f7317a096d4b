import { useParams, useSearchParams } from "react-router";
import { useAuth } from "@/lib/session";
import { FriendActionButton } from "@/features/friends/components/friend-action-button";
import { ProfileFriendsCount } from "@/features/friends/components/profile-friends-count";
import { ProfileOnlineDot } from "@/features/friends/components/profile-online-dot";
import { ReportUserButton } from "@/features/reports/components/report-user-button";
import { useUserRecord } from "@/features/scrims/api/get-user-record";
import { ProfileActivity } from "@/features/scrims/components/profile/profile-activity";
import { ProfileScrimLists } from "@/features/scrims/components/profile/profile-scrim-lists";
import type { UserLookup } from "@/features/users/api/get-user";
import { UserProfile } from "@/features/users/components/user-profile";
import type {
  ProfileScrims,
  ProfileViewer,
  RenderProfileSocial,
} from "@/features/users/components/user-profile";

/** The profile's parts from the scrims feature: the record, the activity chart, the lists. */
const profileScrims: ProfileScrims = {
  useRecord: useUserRecord,
  renderActivity: ({ user, isOwner }) => <ProfileActivity userId={user._id} isOwner={isOwner} />,
  renderLists: (props) => <ProfileScrimLists {...props} />,
};

/** The social parts of a profile: online dot, friends count, friend and report buttons. */
function profileSocial(viewerId: string): RenderProfileSocial {
  return (user) => ({
    nameBadge: <ProfileOnlineDot userId={user._id} />,
    friends: <ProfileFriendsCount owner={user} />,
    action:
      user._id === viewerId ? undefined : (
        <>
          <FriendActionButton user={user} />
          <ReportUserButton user={user} />
        </>
      ),
  });
}

/** A player's profile: the users feature's card and dialogs, with the scrims feature's lists. */
export function ProfilePage({
  lookup,
  viewer,
  renderSocial,
}: {
  lookup: UserLookup;
  viewer: ProfileViewer;
  renderSocial?: RenderProfileSocial;
}) {
  return (
    <UserProfile
      lookup={lookup}
      viewer={viewer}
      scrims={profileScrims}
      renderSocial={renderSocial}
    />
  );
}

/** /users/:name?region=&tagline=: a player's profile. */
export function UserProfileRoute() {
  const { name = "" } = useParams();
  const [searchParams] = useSearchParams();
  const { currentUser } = useAuth();
  const region = searchParams.get("region") || undefined;
  const tagline = searchParams.get("tagline") || undefined;

  // ProtectedRoute only renders this page for a registered user.
  if (!currentUser) {
    return null;
  }
  return (
    <ProfilePage
      // A different player is a fresh page: no dialog or state carried over.
      key={`${name}|${region ?? ""}|${tagline ?? ""}`}
      lookup={{ name, region, tagline }}
      viewer={{ _id: currentUser._id, isAdmin: currentUser.isAdmin }}
      renderSocial={profileSocial(currentUser._id)}
    />
  );
}
