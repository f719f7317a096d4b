import { afterCommit, type Subscriber } from "@/lib/subscribers";
import { publishScrimChange } from "./scrims.broadcast";

/** Who watches a scrim hears of every committed change of it (listed in app.ts). */
export const scrimBroadcastSubscribers: Subscriber[] = [
  afterCommit("scrim.saved", "scrims.broadcastChange", (deps, { aggregate, before }) =>
    publishScrimChange(deps, {
      kind: "saved",
      scrimId: aggregate.scrim.id,
      aggregate,
      ...(before ? { before: { region: before.region, isPrivate: before.isPrivate } } : {}),
    }),
  ),
  afterCommit("scrim.deleted", "scrims.broadcastDeletion", (deps, { scrim, memberIds }) =>
    publishScrimChange(deps, {
      kind: "deleted",
      scrimId: scrim.id,
      place: { region: scrim.region, isPrivate: scrim.isPrivate },
      memberIds,
    }),
  ),
];
