import ChatRoundedIcon from "@mui/icons-material/ChatRounded";
import PersonRemoveRoundedIcon from "@mui/icons-material/PersonRemoveRounded";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { EmptyState, PanelDialog } from "@/components/dialogs/panel-dialog";
import { getErrorMessage } from "@/lib/api-client";
import { useGlobalDialogs } from "@/lib/global-dialogs";
import type { DialogUser } from "@/lib/global-dialogs";
import { useViewer } from "@/lib/session";
import { useState } from "react";
import { useUserFriends } from "../api/get-user-friends";
import { usePresence } from "../hooks/use-presence";
import { OnlineDot } from "./online-dot";
import { PlayerLine } from "./player-line";
import { FriendChangeDialog } from "./friend-change-dialog";

type FriendsListDialogProps = { open: boolean; owner: DialogUser; onClose: () => void };

/** A player's friends, online first; only the owner gets the message and unfriend actions. */
export function FriendsListDialog({ open, owner, onClose }: FriendsListDialogProps) {
  const viewer = useViewer();
  const friends = useUserFriends(owner._id);
  const isOnline = usePresence(friends.data?.map((friend) => friend._id) ?? []);
  const { open: openDialog } = useGlobalDialogs();
  const isOwner = owner._id === viewer._id;
  const [unfriending, setUnfriending] = useState<DialogUser | null>(null);

  let content;
  if (friends.isPending) {
    content = (
      <Box sx={{ display: "grid", placeItems: "center", py: 4 }}>
        <CircularProgress size={28} aria-label="Loading friends" />
      </Box>
    );
  } else if (friends.isError) {
    content = <EmptyState>{getErrorMessage(friends.error)}</EmptyState>;
  } else if (friends.data.length === 0) {
    content = <EmptyState>No friends found</EmptyState>;
  } else {
    const sorted = [...friends.data].sort(
      (a, b) => Number(isOnline(b._id) === true) - Number(isOnline(a._id) === true),
    );
    content = (
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
        {sorted.map((friend) => (
          <PlayerLine
            key={friend._id}
            player={friend}
            onNavigate={onClose}
            badge={<OnlineDot online={isOnline(friend._id)} />}
            actions={
              isOwner && (
                <>
                  <Tooltip title={`Message ${friend.name}`}>
                    <IconButton
                      aria-label={`Message ${friend.name}`}
                      color="primary"
                      onClick={() => openDialog({ type: "chat", otherUser: friend })}
                    >
                      <ChatRoundedIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={`Unfriend ${friend.name}`}>
                    <IconButton
                      aria-label={`Unfriend ${friend.name}`}
                      aria-haspopup="dialog"
                      onClick={() => setUnfriending(friend)}
                    >
                      <PersonRemoveRoundedIcon />
                    </IconButton>
                  </Tooltip>
                </>
              )
            }
          />
        ))}
      </Box>
    );
  }

  return (
    <PanelDialog
      open={open}
      onClose={onClose}
      title={isOwner ? "My Friends" : `${owner.name}'s Friends`}
      maxWidth="xs"
    >
      {content}
      {unfriending && (
        <FriendChangeDialog
          user={unfriending}
          change={{ kind: "unfriend" }}
          onClose={() => setUnfriending(null)}
        />
      )}
    </PanelDialog>
  );
}
