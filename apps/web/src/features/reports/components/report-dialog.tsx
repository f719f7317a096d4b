import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import {
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  REPORT_TEXT_MAX,
  createReportInputSchema,
  reportMessages,
  type ReportReason,
} from "@scrims/shared/reports/reports.schema";
import { useId, useState } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { FormDialog } from "@/components/dialogs/form-dialog";
import { SelectField } from "@/components/forms/select-field";
import { useReportCheck } from "../api/check-report";
import { useCreateReport } from "../api/create-report";

const REASON_OPTIONS = REPORT_REASONS.map((value) => ({
  value,
  label: REPORT_REASON_LABELS[value],
}));

type ReportTarget = {
  userId: string;
  name: string;
  /** The chat message reported, when reported from one (its scrim follows on the server). */
  messageId?: string;
};

type ReportDialogProps = { open: boolean; target: ReportTarget; onClose: () => void };

/**
 * Report a player to the admins: a reason from the list and, if they like, what happened. A
 * player with a report of him still open is not reported twice: the dialog says so instead.
 */
export function ReportDialog({ open, target, onClose }: ReportDialogProps) {
  const check = useReportCheck(target.userId);
  const title = target.messageId ? `Report a message of ${target.name}` : `Report ${target.name}`;
  if (check.data?.reported) {
    return (
      <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {reportMessages.alreadyReported}. The admins will look at your report; you can report{" "}
            {target.name} again once they have.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button
            variant="contained"
            onClick={onClose}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens on its one button (ARIA dialog pattern)
            autoFocus
          >
            Close
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <ReportForm
      open={open}
      target={target}
      title={title}
      checking={check.isPending}
      onClose={onClose}
    />
  );
}

function ReportForm({
  open,
  target,
  title,
  checking,
  onClose,
}: ReportDialogProps & { title: string; checking: boolean }) {
  const [reason, setReason] = useState<ReportReason>(target.messageId ? "harassment" : "cheating");
  const [text, setText] = useState("");
  const create = useCreateReport();
  const { showAlert } = useAlerts();
  const descriptionId = useId();
  const parsed = createReportInputSchema.safeParse({
    targetUserId: target.userId,
    reason,
    text,
    messageId: target.messageId,
  });
  const textError = parsed.success
    ? undefined
    : parsed.error.issues.find((issue) => issue.path[0] === "text")?.message;

  const handleSubmit = async () => {
    if (!parsed.success) {
      return;
    }
    try {
      await create.mutateAsync(parsed.data);
      showAlert({ type: "success", message: reportMessages.reported });
      setText("");
      onClose();
    } catch {
      // The error alert shows the server's message (e.g. a report already open).
    }
  };

  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      submitLabel="Send report"
      submitColor="error"
      submitDisabled={!parsed.success || checking}
      busy={create.isPending}
      describedBy={descriptionId}
      contentSx={{ display: "grid", gap: 2.5 }}
    >
      <DialogContentText id={descriptionId}>
        Only the admins see reports. They look at the player&apos;s profile
        {target.messageId ? " and the message" : ""} and decide what to do.
      </DialogContentText>
      <SelectField
        label="Reason"
        value={reason}
        options={REASON_OPTIONS}
        onChange={setReason}
        fullWidth
      />
      <TextField
        label="What happened? (optional)"
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={3}
        maxRows={8}
        fullWidth
        error={Boolean(textError)}
        helperText={textError ?? `${text.trim().length}/${REPORT_TEXT_MAX}`}
      />
    </FormDialog>
  );
}
