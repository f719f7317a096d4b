import type { ComponentType } from "react";
import { Suspense, createContext, useContext } from "react";
import { lazyThemed } from "@/theme/lazy-themed";
import { useAfterFirstIdle } from "./when-idle";

export type ScrimChatSlotProps = { scrimId: string; title: string };

/**
 * The scrim card's chat button comes from the chat feature, which the scrims feature may not
 * import: the app shell puts it here and the card renders whatever it finds (nothing in tests of
 * the card alone).
 */
export const ScrimChatSlotContext = createContext<ComponentType<ScrimChatSlotProps> | null>(null);

type SlotInThemeProps = ScrimChatSlotProps & { Slot: ComponentType<ScrimChatSlotProps> };

// The chat button is drawn with MUI, and the hub's cards are not inside MUI's theme: it renders in
// the theme, loaded after the card's first paint.
const SlotInTheme = lazyThemed(() =>
  Promise.resolve(function RenderSlot({ Slot, ...props }: SlotInThemeProps) {
    return <Slot {...props} />;
  }),
);

// The button's room (a medium icon button) is kept while it waits and loads, so the card's title
// and start time do not rewrap when it appears.
const placeholder = (
  <span data-testid="scrim-chat-placeholder" className="icon-button-placeholder" />
);

export function ScrimChatSlot(props: ScrimChatSlotProps) {
  const Slot = useContext(ScrimChatSlotContext);
  // It loads MUI: not before the page's first paint is done.
  const afterFirstIdle = useAfterFirstIdle();
  if (!Slot) {
    return null;
  }
  if (!afterFirstIdle) {
    return placeholder;
  }
  return (
    <Suspense fallback={placeholder}>
      <SlotInTheme Slot={Slot} {...props} />
    </Suspense>
  );
}
