import type { ComponentType } from "react";
import { createContext, useContext } from "react";

export type ReportMessageSlotProps = { messageId: string; senderId: string; senderName: string };

/**
 * The "Report" action of a chat message comes from the reports feature, which the chat feature
 * may not import: the app shell puts it here and the message list renders whatever it finds
 * (nothing in tests of the chat alone).
 */
export const ReportMessageSlotContext = createContext<ComponentType<ReportMessageSlotProps> | null>(
  null,
);

export function ReportMessageSlot(props: ReportMessageSlotProps) {
  const Slot = useContext(ReportMessageSlotContext);
  return Slot ? <Slot {...props} /> : null;
}
