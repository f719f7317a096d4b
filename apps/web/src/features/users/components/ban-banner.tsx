import { Suspense, useEffect, useState } from "react";
import { useAuth } from "@/lib/session";
import { useSocket } from "@/lib/socket";
import { lazyThemed } from "@/theme/lazy-themed";
import type { ShownBan } from "./ban-notice";

// Few players are ever banned: the banner's code (and MUI's theme, it is drawn with MUI) loads
// only when one is.
const BanNotice = lazyThemed(() => import("./ban-notice").then((m) => m.BanNotice));

/**
 * Shown on every page while the signed-in player is banned: until when, and why. It appears at
 * once when the server sends `banned` (an open page), or from the account's `currentBan`.
 */
export function BanBanner() {
  const { currentUser } = useAuth();
  const socket = useSocket();
  const [live, setLive] = useState<ShownBan | null>(null);

  useEffect(() => {
    if (!socket) {
      return;
    }
    const onBanned = (payload: { dateTo: string; reason: string }) =>
      setLive({ dateTo: payload.dateTo, reason: payload.reason });
    socket.on("banned", onBanned);
    return () => socket.off("banned", onBanned);
  }, [socket]);

  const stored = currentUser?.currentBan?.isActive ? currentUser.currentBan : null;
  const ban: ShownBan | null = live ?? stored;
  const shown = Boolean(currentUser && ban && new Date(ban.dateTo).getTime() > Date.now());
  if (!shown || !ban) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <BanNotice ban={ban} />
    </Suspense>
  );
}
