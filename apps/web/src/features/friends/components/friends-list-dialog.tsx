import ChatRoundedIcon from "@mui/icons-material/ChatRounded";
import PersonRemoveRoundedIcon from "@mui/icons-material/PersonRemoveRounded";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { PanelDialog, PanelList } from "@/components/dialogs/panel-dialog";
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

  return (
    <PanelDialog
      open={open}
      onClose={onClose}
      title={isOwner ? "My Friends" : `${owner.name}'s Friends`}
      maxWidth="xs"
    >
      <PanelList
        query={friends}
        loadingLabel="Loading friends"
        items={friends.data}
        empty="No friends found"
      >
        {(list) => {
          const sorted = [...list].sort(
            (a, b) => Number(isOnline(b._id) === true) - Number(isOnline(a._id) === true),
          );
          return sorted.map((friend) => (
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
          ));
        }}
      </PanelList>
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
