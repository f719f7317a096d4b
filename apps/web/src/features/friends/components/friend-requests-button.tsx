import PeopleAltRoundedIcon from "@mui/icons-material/PeopleAltRounded";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { requestNotificationPermission } from "@/lib/browser-notifications";
import { useGlobalDialogs } from "@/lib/global-dialogs";
import { useFriendRequests } from "../api/get-friend-requests";

/** Header icon: pending friend requests with their count; opens the friend requests dialog. */
export function FriendRequestsButton() {
  const requests = useFriendRequests();
  const { open } = useGlobalDialogs();
  const count = requests.data?.length ?? 0;

  return (
    <Tooltip title="Friend requests">
      <IconButton
        color="inherit"
        aria-label="Friend requests"
        data-count={count}
        onClick={() => {
          requestNotificationPermission();
          open({ type: "friendRequests" });
        }}
      >
        <Badge badgeContent={count} color="error" max={99}>
          <PeopleAltRoundedIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
