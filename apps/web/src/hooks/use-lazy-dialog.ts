import { useState } from "react";
import { preloadOnApproach } from "@/theme/lazy-themed";

/**
 * A plain button that opens a dialog drawn with MUI and loaded on demand (`lazyThemed`): the
 * dialog's code loads on the way to the click (pointer over, or focus), and the dialog is mounted
 * from the first opening on, so it can play its closing transition. Spread `triggerProps` on the
 * button and render `{used && <Dialog open={open} onClose={close} … />}` in a Suspense.
 */
export function useLazyDialog(dialog: { preload: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const close = () => setOpen(false);
  return {
    open,
    used,
    close,
    triggerProps: {
      ...preloadOnApproach(dialog),
      onClick: () => {
        setUsed(true);
        setOpen(true);
      },
    },
  };
}
