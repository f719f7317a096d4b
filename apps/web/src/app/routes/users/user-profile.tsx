import { useParams, useSearchParams } from "react-router";
import { useAuth } from "@/lib/session";
import { FriendActionButton } from "@/features/friends/components/friend-action-button";
import { ProfileFriendsCount } from "@/features/friends/components/profile-friends-count";
import { ProfileOnlineDot } from "@/features/friends/components/profile-online-dot";
import { UserProfile } from "@/features/users/components/user-profile";
import type { RenderProfileSocial } from "@/features/users/components/user-profile";

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
  const renderSocial: RenderProfileSocial = (user) => ({
    nameBadge: <ProfileOnlineDot userId={user._id} />,
    friends: <ProfileFriendsCount owner={user} />,
    action: user._id === currentUser._id ? undefined : <FriendActionButton user={user} />,
  });
  return (
    <UserProfile
      // A different player is a fresh page: no dialog or state carried over.
      key={`${name}|${region ?? ""}|${tagline ?? ""}`}
      lookup={{ name, region, tagline }}
      viewer={{ _id: currentUser._id, isAdmin: currentUser.isAdmin }}
      renderSocial={renderSocial}
    />
  );
}
