import Button, { type ButtonProps } from "@mui/material/Button";
import { useState, type ReactNode } from "react";
import { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog";

type ConfirmButtonProps = Omit<ConfirmDialogProps, "open" | "onConfirm" | "onClose"> & {
  /** The button's text. */
  children: ReactNode;
  /** How the button looks (variant, color, size, icon, sx) and whether it is disabled. */
  buttonProps?: Omit<ButtonProps, "children" | "onClick">;
  /** Runs the confirmed action; it calls `close` when the dialog should shut (done or failed). */
  onConfirm: (close: () => void) => void;
};

/** A button for an action that is hard to undo: it opens an "Are you sure?" dialog first. */
export function ConfirmButton({ children, buttonProps, onConfirm, ...dialog }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button {...buttonProps} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <ConfirmDialog {...dialog} open={open} onConfirm={() => onConfirm(close)} onClose={close} />
    </>
  );
}
