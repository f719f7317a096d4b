import GavelRoundedIcon from "@mui/icons-material/GavelRounded";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import { useRef } from "react";
import { useTopNoticeHeight } from "@/components/alerts/top-notice";
import { localBanMessage } from "@/lib/ban-end";

export type ShownBan = { dateTo: string; reason: string | null };

/** The ban banner itself: until when (in the reader's zone) and why. */
export function BanNotice({ ban }: { ban: ShownBan }) {
  const ref = useRef<HTMLDivElement>(null);
  // Alerts (e.g. a refused join) open below the banner, not over it.
  useTopNoticeHeight(ref, true);
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
