import { useId } from "react";
import { useLazyDialog } from "@/hooks/use-lazy-dialog";

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
  // A menu opens and loads as a lazy dialog does; it adds the ARIA of a menu button.
  const { open, used, close, triggerProps } = useLazyDialog(menu);
  const id = useId();
  return {
    used,
    close,
    triggerProps: {
      "aria-haspopup": "menu" as const,
      "aria-controls": open ? id : undefined,
      "aria-expanded": open ? true : undefined,
      ...triggerProps,
    },
    menuProps: { id, open, onClose: close },
  };
}
