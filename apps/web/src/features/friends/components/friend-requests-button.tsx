import peopleAltPaths from "@mui/icons-material/PeopleAltRounded?paths";
import { HeaderDialogButton } from "@/components/layouts/header-dialog-button";
import { useFriendRequests } from "../api/get-friend-requests";

/** Header icon: pending friend requests with their count; opens the friend requests dialog. */
export function FriendRequestsButton() {
  const requests = useFriendRequests();
  return (
    <HeaderDialogButton
      label="Friend requests"
      iconPaths={peopleAltPaths}
      count={requests.data?.length ?? 0}
      dialog={{ type: "friendRequests" }}
    />
  );
}
