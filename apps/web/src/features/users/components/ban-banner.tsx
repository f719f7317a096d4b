import GavelRoundedIcon from "@mui/icons-material/GavelRounded";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import { useEffect, useRef, useState } from "react";
import { useTopNoticeHeight } from "@/components/alerts/top-notice";
import { localBanMessage } from "@/lib/ban-end";
import { useAuth } from "@/lib/session";
import { useSocket } from "@/lib/socket";

type ShownBan = { dateTo: string; reason: string | null };

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
  const ref = useRef<HTMLDivElement>(null);
  // Alerts (e.g. a refused join) open below the banner, not over it.
  useTopNoticeHeight(ref, shown);
  if (!shown || !ban) {
    return null;
  }
  return (
    <Alert
      ref={ref}
      severity="error"
      variant="filled"
      icon={<GavelRoundedIcon />}
      role="alert"
      sx={{ borderRadius: 0, justifyContent: "center" }}
    >
      <AlertTitle sx={{ mb: ban.reason ? 0.25 : 0 }}>{localBanMessage(ban.dateTo)}</AlertTitle>
      {ban.reason && <>Reason: {ban.reason}</>}
    </Alert>
  );
}
