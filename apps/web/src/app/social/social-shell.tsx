import { Suspense, useEffect } from "react";
import { useGlobalDialogsStore, useOpenGlobalDialog } from "@/lib/global-dialogs";
import { lazyThemed } from "@/theme/lazy-themed";
import { MessengerButton } from "@/features/chat/components/messenger-button";
import { useChatEvents } from "@/features/chat/hooks/use-chat-events";
import { FriendRequestsButton } from "@/features/friends/components/friend-requests-button";
import { useFriendEvents } from "@/features/friends/hooks/use-friend-events";
import { NotificationsButton } from "@/features/notifications/components/notifications-button";
import { useNotificationEvents } from "@/features/notifications/hooks/use-notification-events";

// The dialogs are MUI: they load with MUI's theme when one first opens (or a trigger is
// approached), so the pages drawn without MUI (the hub, a scrim) never load it for the shell.
const GlobalDialogHost = lazyThemed(() =>
  import("./global-dialog-host").then((m) => m.GlobalDialogHost),
);

/** The signed-in header's social icons: friend requests, notifications, messenger. */
export function SocialHeaderButtons() {
  return (
    <div className="social-header-buttons">
      <FriendRequestsButton />
      <NotificationsButton />
      <MessengerButton />
    </div>
  );
}

/** The global dialog open now, once its code has loaded; it sets the store's preloader. */
function GlobalDialogOutlet() {
  const store = useGlobalDialogsStore();
  const dialog = useOpenGlobalDialog();
  useEffect(() => {
    store.setPreloader(GlobalDialogHost.preload);
    return () => store.setPreloader(null);
  }, [store]);
  if (!dialog) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <GlobalDialogHost />
    </Suspense>
  );
}

/** Live social events for the signed-in player, and the global dialogs. */
export function SocialRuntime({ viewerId }: { viewerId: string }) {
  useFriendEvents(viewerId);
  useNotificationEvents(viewerId);
  useChatEvents(viewerId);
  return <GlobalDialogOutlet />;
}
