import type { ComponentType } from "react";
import { Suspense, createContext, useContext } from "react";
import { useAfterFirstIdle } from "./when-idle";

export type ScrimChatSlotProps = { scrimId: string; title: string };

/**
 * The scrim card's chat button comes from the chat feature, which the scrims feature may not
 * import: the app shell puts it here and the card renders whatever it finds (nothing in tests of
 * the card alone).
 */
export const ScrimChatSlotContext = createContext<ComponentType<ScrimChatSlotProps> | null>(null);

// The button's room (a medium icon button) is kept while it waits and loads, so the card's title
// and start time do not rewrap when it appears.
const placeholder = (
  <span data-testid="scrim-chat-placeholder" className="icon-button-placeholder" />
);

export function ScrimChatSlot(props: ScrimChatSlotProps) {
  const Slot = useContext(ScrimChatSlotContext);
  // Its code and the unread counts it asks for wait until the page's first paint is done.
  const afterFirstIdle = useAfterFirstIdle();
  if (!Slot) {
    return null;
  }
  if (!afterFirstIdle) {
    return placeholder;
  }
  return (
    <Suspense fallback={placeholder}>
      <Slot {...props} />
    </Suspense>
  );
}
