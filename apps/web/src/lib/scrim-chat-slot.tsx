import type { ComponentType } from "react";
import { createContext, useContext } from "react";

export type ScrimChatSlotProps = { scrimId: string; title: string };

/**
 * The scrim card's chat button comes from the chat feature, which the scrims feature may not
 * import: the app shell puts it here and the card renders whatever it finds (nothing in tests of
 * the card alone).
 */
export const ScrimChatSlotContext = createContext<ComponentType<ScrimChatSlotProps> | null>(null);

export function ScrimChatSlot(props: ScrimChatSlotProps) {
  const Slot = useContext(ScrimChatSlotContext);
  return Slot ? <Slot {...props} /> : null;
}
