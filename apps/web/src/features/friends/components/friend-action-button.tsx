import CheckRoundedIcon from "@mui/icons-material/CheckRounded";
import HowToRegRoundedIcon from "@mui/icons-material/HowToRegRounded";
import PersonAddRoundedIcon from "@mui/icons-material/PersonAddRounded";
import ScheduleSendRoundedIcon from "@mui/icons-material/ScheduleSendRounded";
import Button from "@mui/material/Button";
import { useAlerts } from "@/components/alerts/use-alerts";
import { getErrorMessage } from "@/lib/api-client";
import { useViewer } from "@/lib/session";
import { useState } from "react";
import { useAcceptFriendRequest } from "../api/accept-friend-request";
import { useFriendCheck } from "../api/check-friend-request";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { useSendFriendRequest } from "../api/send-friend-request";
import { friendMessages } from "../utils/friend-messages";
import { FriendChangeDialog } from "./friend-change-dialog";

type FriendActionButtonProps = { user: UserDto };

/**
 * On another player's profile: "Add friend", "Request sent", "Accept" or "Friends", as
 * `GET /api/friend-requests/check/{userId}` says. "Request sent" cancels the request and
 * "Friends" unfriends, each after a confirmation.
 */
export function FriendActionButton({ user }: FriendActionButtonProps) {
  const viewer = useViewer();
  const check = useFriendCheck(user._id);
  const send = useSendFriendRequest();
  const accept = useAcceptFriendRequest();
  const { showAlert } = useAlerts();
  const [confirming, setConfirming] = useState(false);

  if (check.isPending || check.isError) {
    return (
      <Button size="small" variant="outlined" disabled startIcon={<PersonAddRoundedIcon />}>
        Add friend
      </Button>
    );
  }

  const status = check.data.status;
  const requestId = check.data.requestId;
  const dialog = confirming && (
    <FriendChangeDialog
      user={user}
      change={
        status === "sent" && requestId ? { kind: "cancelRequest", requestId } : { kind: "unfriend" }
      }
      onClose={() => setConfirming(false)}
    />
  );

  switch (status) {
    case "friends":
      return (
        <>
          <Button
            size="small"
            variant="outlined"
            color="success"
            startIcon={<CheckRoundedIcon />}
            aria-haspopup="dialog"
            onClick={() => setConfirming(true)}
          >
            Friends
          </Button>
          {dialog}
        </>
      );
    case "sent":
      return (
        <>
          <Button
            size="small"
            variant="outlined"
            startIcon={<ScheduleSendRoundedIcon />}
            aria-haspopup="dialog"
            disabled={!requestId}
            onClick={() => setConfirming(true)}
          >
            Request sent
          </Button>
          {dialog}
        </>
      );
    case "received":
      return (
        <Button
          size="small"
          variant="contained"
          startIcon={<HowToRegRoundedIcon />}
          loading={accept.isPending}
          onClick={() =>
            accept.mutate(
              { userId: viewer._id, newFriendUserId: user._id },
              {
                onSuccess: () =>
                  showAlert({ type: "success", message: friendMessages.accepted(user.name) }),
                onError: (error) => showAlert({ type: "error", message: getErrorMessage(error) }),
              },
            )
          }
        >
          Accept
        </Button>
      );
    case "none":
      return (
        <Button
          size="small"
          variant="contained"
          startIcon={<PersonAddRoundedIcon />}
          loading={send.isPending}
          onClick={() =>
            send.mutate(user._id, {
              onSuccess: () =>
                showAlert({ type: "success", message: friendMessages.requestSent(user.name) }),
            })
          }
        >
          Add friend
        </Button>
      );
  }
}
