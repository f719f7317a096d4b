import FlagOutlinedIcon from "@mui/icons-material/FlagOutlined";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { useState } from "react";
import type { ReportMessageSlotProps } from "@/lib/report-message-slot";
import { ReportDialog } from "./report-dialog";

/** The small flag beside another player's chat message. */
export function ReportMessageButton({ messageId, senderId, senderName }: ReportMessageSlotProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Report message">
        <IconButton
          size="small"
          aria-label={`Report message of ${senderName}`}
          onClick={() => setOpen(true)}
          sx={{ p: 0.25, color: "text.secondary", "&:hover": { color: "error.light" } }}
        >
          <FlagOutlinedIcon sx={{ fontSize: 14 }} />
        </IconButton>
      </Tooltip>
      {open && (
        <ReportDialog
          open
          target={{ userId: senderId, name: senderName, messageId }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
