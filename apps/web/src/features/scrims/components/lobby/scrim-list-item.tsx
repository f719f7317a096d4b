import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { useScrimEvents } from "../../hooks/use-scrim-events";
import { useViewer } from "@/lib/session";
import { lazyThemed } from "@/theme/lazy-themed";
import { ScrimCard } from "./scrim-card";

// The expanded lobby is drawn with MUI: loaded (with MUI's theme) when a card is expanded, or
// earlier, when its Show More is pointed at or focused. The collapsed card needs none of it.
const LazyScrimLobby = lazyThemed(() => import("./scrim-lobby").then((m) => m.ScrimLobby));

/**
 * A card in the hub. Public scrims reach the hub through the region's events; a private one (shown
 * to its members) is watched through its own room.
 */
export function ScrimListItem({ scrim }: { scrim: ScrimDto }) {
  const viewer = useViewer();
  useScrimEvents(scrim._id, viewer, { enabled: scrim.isPrivate });
  return <ScrimCard scrim={scrim} Lobby={LazyScrimLobby} collapsible titleComponent="h3" />;
}
