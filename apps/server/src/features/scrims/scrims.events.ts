import { afterCommit, type Subscriber } from "@/lib/subscribers";
import { placeOf, publishScrimChange } from "./scrims.broadcast";

/** Who watches a scrim hears of every committed change of it (listed in app.ts). */
export const scrimBroadcastSubscribers: Subscriber[] = [
  afterCommit("scrim.saved", "scrims.broadcastChange", (deps, { aggregate, before }) =>
    publishScrimChange(deps, {
      kind: "saved",
      scrimId: aggregate.scrim.id,
      aggregate,
      ...(before ? { before: placeOf(before) } : {}),
    }),
  ),
  afterCommit("scrim.deleted", "scrims.broadcastDeletion", (deps, { scrim, memberIds }) =>
    publishScrimChange(deps, {
      kind: "deleted",
      scrimId: scrim.id,
      place: placeOf(scrim),
      memberIds,
    }),
  ),
];
