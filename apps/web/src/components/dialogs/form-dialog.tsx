import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import type { SxProps, Theme } from "@mui/material/styles";
import type { FormEvent, ReactNode } from "react";

type FormDialogProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** The form's submit (its button, or Enter in a field). */
  onSubmit: () => void;
  submitLabel: string;
  /** The dismissing button; another word where the submit itself is a cancel. */
  cancelLabel?: string;
  /** `error` for a submit that destroys something (deleting the account). */
  submitColor?: "primary" | "error";
  submitDisabled?: boolean;
  /** While it saves: the submit button spins and the dialog cannot be dismissed. */
  busy?: boolean;
  /**
   * Focus the submit button on open, so Enter submits (a confirmation). Turn off where a stray
   * Enter must not act at once.
   */
  autoFocusSubmit?: boolean;
  maxWidth?: "xs" | "sm";
  contentSx?: SxProps<Theme>;
  /** The id of the text that describes the dialog (`aria-describedby`). */
  describedBy?: string;
  children: ReactNode;
};

/** A dialog that is one form: its fields, then Cancel and the submit button. */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  cancelLabel = "Cancel",
  submitColor = "primary",
  submitDisabled = false,
  busy = false,
  autoFocusSubmit = false,
  maxWidth = "sm",
  contentSx,
  describedBy,
  children,
}: FormDialogProps) {
  const close = () => {
    if (!busy) {
      onClose();
    }
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth={maxWidth}
      fullWidth
      aria-describedby={describedBy}
    >
      {/* The form is inside the dialog, not its paper: a form may not take the dialog's role
          (axe's aria-allowed-role). It passes the paper's column on, so the content scrolls. */}
      <Box
        component="form"
        sx={{ display: "flex", flexDirection: "column", flex: "1 1 auto", minHeight: 0 }}
        onSubmit={(event: FormEvent) => {
          // The dialog's form never loads a page; and the dialog is a portal: in React's tree
          // its submit would also reach a form around it.
          event.preventDefault();
          event.stopPropagation();
          onSubmit();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent sx={contentSx}>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} color="inherit" disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={submitColor}
            disabled={submitDisabled}
            loading={busy}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog that opens takes the focus (ARIA dialog pattern)
            autoFocus={autoFocusSubmit}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
