import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { useScrimEvents } from "../../hooks/use-scrim-events";
import { useViewer } from "@/lib/session";
import { ScrimCard } from "./scrim-card";

/**
 * A card in the hub. Public scrims reach the hub through the region's events; a private one (shown
 * to its members) is watched through its own room.
 */
export function ScrimListItem({ scrim }: { scrim: ScrimDto }) {
  const viewer = useViewer();
  useScrimEvents(scrim._id, viewer, { enabled: scrim.isPrivate });
  return <ScrimCard scrim={scrim} collapsible titleComponent="h3" />;
}
