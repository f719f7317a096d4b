import { useEffect } from "react";
import { useAuth } from "@/lib/session";
import { useSocketStore } from "@/lib/socket";

/**
 * Opens the app's socket while a registered player is signed in and closes it on sign-out (or
 * when another account signs in, so the handshake carries the new token).
 */
export function RealtimeConnection() {
  const { currentUser } = useAuth();
  const store = useSocketStore();
  const userId = currentUser?._id ?? null;

  useEffect(() => {
    if (!userId) {
      return;
    }
    store.connect();
    return () => store.disconnect();
  }, [store, userId]);

  return null;
}
