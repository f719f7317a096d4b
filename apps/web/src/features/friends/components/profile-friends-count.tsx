import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import { useGlobalDialogs } from "@/lib/global-dialogs";
import type { DialogUser } from "@/lib/global-dialogs";
import { useUserFriends } from "../api/get-user-friends";

/** The profile's friends count with a View link to the friends dialog. */
export function ProfileFriendsCount({ owner }: { owner: DialogUser }) {
  const friends = useUserFriends(owner._id);
  const { open } = useGlobalDialogs();

  if (friends.isPending) {
    return <Skeleton width={60} sx={{ display: "inline-block" }} />;
  }
  return (
    <Box component="span" sx={{ display: "inline-flex", alignItems: "baseline", gap: 1.25 }}>
      <span data-testid="friends-count">{friends.data?.length ?? "—"}</span>
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => open({ type: "friends", owner })}
        sx={{ fontWeight: 600 }}
      >
        View
      </Link>
    </Box>
  );
}
