import PeopleAltRoundedIcon from "@mui/icons-material/PeopleAltRounded";
import { HeaderDialogButton } from "@/components/layouts/header-dialog-button";
import { useFriendRequests } from "../api/get-friend-requests";

/** Header icon: pending friend requests with their count; opens the friend requests dialog. */
export function FriendRequestsButton() {
  const requests = useFriendRequests();
  return (
    <HeaderDialogButton
      label="Friend requests"
      icon={<PeopleAltRoundedIcon />}
      count={requests.data?.length ?? 0}
      dialog={{ type: "friendRequests" }}
    />
  );
}
