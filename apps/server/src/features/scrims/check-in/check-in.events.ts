import { inTransaction, type Subscriber } from "@/lib/subscribers";
import { sweepNoShows } from "./sweep.service";

/** What check-in does when something happens to a scrim (listed in app.ts). */
export const checkInSubscribers: Subscriber[] = [
  // At the first start only: an edit of a started scrim never sweeps again.
  inTransaction("scrim.started", "checkIn.sweepNoShows", async (deps, unit, event) => {
    if (event.firstStart) {
      await sweepNoShows(deps, unit, event.scrim);
    }
  }),
];
