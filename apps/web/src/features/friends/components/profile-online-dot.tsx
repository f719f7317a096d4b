import { usePresence } from "../hooks/use-presence";
import { OnlineDot } from "./online-dot";

/** The live online/offline dot of the profile being viewed. */
export function ProfileOnlineDot({ userId }: { userId: string }) {
  const isOnline = usePresence([userId]);
  return <OnlineDot online={isOnline(userId)} size={12} />;
}
