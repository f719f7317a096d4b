import DialogContentText from "@mui/material/DialogContentText";
import type { ReactNode } from "react";
import { useId } from "react";
import { FormDialog } from "./form-dialog";

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The dismissing button ("Cancel"); another word where the action itself is a cancel. */
  cancelLabel?: string;
  /** `error` for actions that destroy something or hurt someone (delete, kick). */
  confirmColor?: "primary" | "error";
  /** While the action runs: the confirm button spins and the dialog cannot be dismissed. */
  loading?: boolean;
  /**
   * Focus the confirm button on open, so Enter confirms. Turn off where a stray Enter must not
   * act at once (kick, winner).
   */
  autoFocusConfirm?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Are you sure?" before an action that is hard to undo. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  confirmColor = "primary",
  loading = false,
  autoFocusConfirm = true,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const textId = useId();
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={onConfirm}
      submitLabel={confirmLabel}
      cancelLabel={cancelLabel}
      submitColor={confirmColor}
      busy={loading}
      autoFocusSubmit={autoFocusConfirm}
      maxWidth="xs"
      describedBy={textId}
    >
      <DialogContentText id={textId} component="div">
        {description}
      </DialogContentText>
    </FormDialog>
  );
}
