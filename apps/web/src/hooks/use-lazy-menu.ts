import { useId, useState } from "react";
import { preloadOnApproach } from "@/theme/lazy-themed";

/** What a menu opened by `useLazyMenu` takes: its `menuProps` and the caller's anchor. */
export type LazyMenuProps = {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
};

/**
 * A plain button that opens a menu drawn with MUI and loaded on demand (`lazyThemed`): the menu's
 * code loads on the way to the click (pointer over, or focus), and the menu is mounted from the
 * first opening on, so it can play its closing transition. Spread `triggerProps` on the button
 * and `menuProps` on the menu (`{used && <Menu {...menuProps} anchorEl={…} />}` in a Suspense);
 * the caller keeps the anchor, which may be the button or its group.
 */
export function useLazyMenu(menu: { preload: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const id = useId();
  const close = () => setOpen(false);
  return {
    used,
    close,
    triggerProps: {
      "aria-haspopup": "menu" as const,
      "aria-controls": open ? id : undefined,
      "aria-expanded": open ? true : undefined,
      ...preloadOnApproach(menu),
      onClick: () => {
        setUsed(true);
        setOpen(true);
      },
    },
    menuProps: { id, open, onClose: close },
  };
}
