import { useEffect } from "react";
import { useAuth } from "@/lib/session";
import { useSocketStore } from "@/lib/socket";
import { useAfterFirstIdle } from "@/lib/when-idle";

/**
 * Opens the app's socket while a registered player is signed in and closes it on sign-out (or
 * when another account signs in, so the handshake carries the new token). It opens once the page's
 * first paint is done (the browser idle): its library and handshake would compete with it, and
 * each room refetches what it shows once joined, so nothing committed meanwhile is missed.
 */
export function RealtimeConnection() {
  const { currentUser } = useAuth();
  const store = useSocketStore();
  const userId = currentUser?._id ?? null;
  const afterFirstIdle = useAfterFirstIdle();

  useEffect(() => {
    if (!userId || !afterFirstIdle) {
      return;
    }
    store.connect();
    return () => store.disconnect();
  }, [store, userId, afterFirstIdle]);

  return null;
}
