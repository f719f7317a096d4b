import FlagRoundedIcon from "@mui/icons-material/FlagRounded";
import Button from "@mui/material/Button";
import { useState } from "react";
import { ReportDialog } from "./report-dialog";

/** A profile's "Report" action (not on one's own profile: the page leaves it out). */
export function ReportUserButton({ user }: { user: { _id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        startIcon={<FlagRoundedIcon />}
        onClick={() => setOpen(true)}
      >
        Report
      </Button>
      {open && (
        <ReportDialog
          open
          target={{ userId: user._id, name: user.name }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
