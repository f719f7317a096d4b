import Button from "@mui/material/Button";
import { useQueryClient } from "@tanstack/react-query";
import { useAlerts } from "@/components/alerts/use-alerts";
import { PanelDialog, PanelList } from "@/components/dialogs/panel-dialog";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { useViewer } from "@/lib/session";
import { dropRequestFrom, useAcceptFriendRequest } from "../api/accept-friend-request";
import { friendKeys } from "../api/friend-keys";
import type { FriendRequestDto } from "@scrims/shared/friends/friends.schema";
import { useFriendRequests } from "../api/get-friend-requests";
import { useRejectFriendRequest } from "../api/reject-friend-request";
import { friendMessages } from "../utils/friend-messages";
import { PlayerLine } from "./player-line";

type FriendRequestsDialogProps = { open: boolean; onClose: () => void };

/** Pending requests with their senders; each can be accepted or rejected. */
export function FriendRequestsDialog({ open, onClose }: FriendRequestsDialogProps) {
  const viewer = useViewer();
  const requests = useFriendRequests();
  const accept = useAcceptFriendRequest();
  const reject = useRejectFriendRequest();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const busy = accept.isPending || reject.isPending;

  const handleAccept = async (request: FriendRequestDto) => {
    try {
      await accept.mutateAsync({ userId: viewer._id, newFriendUserId: request._user._id });
    } catch (error) {
      // Already friends (they accepted ours meanwhile): the request is gone either way.
      if (error instanceof ApiError && error.code === "ALREADY_FRIENDS") {
        queryClient.setQueryData<FriendRequestDto[]>(friendKeys.requests(), (list) =>
          dropRequestFrom(list, request._user._id),
        );
      }
      showAlert({ type: "error", message: getErrorMessage(error) });
      return;
    }
    showAlert({ type: "success", message: friendMessages.accepted(request._user.name) });
  };

  const handleReject = async (request: FriendRequestDto) => {
    await reject.mutateAsync({ userId: viewer._id, request });
    showAlert({ type: "info", message: friendMessages.rejected(request._user.name) });
  };

  return (
    <PanelDialog open={open} onClose={onClose} title="Friend Requests" maxWidth="xs">
      <PanelList
        query={requests}
        loadingLabel="Loading friend requests"
        items={requests.data}
        empty="No friend requests found"
      >
        {(list) =>
          list.map((request) => (
            <PlayerLine
              key={request._id}
              player={request._user}
              onNavigate={onClose}
              actions={
                <>
                  <Button
                    size="small"
                    variant="contained"
                    disabled={busy}
                    onClick={() => void handleAccept(request).catch(() => {})}
                    aria-label={`Accept ${request._user.name}`}
                  >
                    Accept
                  </Button>
                  <Button
                    size="small"
                    color="inherit"
                    disabled={busy}
                    onClick={() => void handleReject(request).catch(() => {})}
                    aria-label={`Reject ${request._user.name}`}
                  >
                    Reject
                  </Button>
                </>
              }
            />
          ))
        }
      </PanelList>
    </PanelDialog>
  );
}
