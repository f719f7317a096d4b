import { useParams, useSearchParams } from "react-router";
import { useAuth } from "@/lib/session";
import { UserProfile } from "@/features/users/components/user-profile";

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
    <UserProfile
      // A different player is a fresh page: no dialog or state carried over.
      key={`${name}|${region ?? ""}|${tagline ?? ""}`}
      lookup={{ name, region, tagline }}
      viewer={{ _id: currentUser._id, isAdmin: currentUser.isAdmin }}
    />
  );
}
