import { inTransaction, type Subscriber } from "@/lib/subscribers";
import { fillFreedSeats } from "./promotion.service";
import { waitlistRepository } from "./waitlist.repository";

/** What the waitlist does when seats and places change (listed in app.ts). */
export const waitlistSubscribers: Subscriber[] = [
  // A waiting player who takes a seat (himself, placed by an admin, promoted) waits no more.
  inTransaction(
    "scrim.seatTaken",
    "waitlist.dropSeated",
    async (_deps, { tx }, { scrim, seats }) => {
      await waitlistRepository.remove(
        tx,
        scrim.id,
        seats.map((seat) => seat.userId),
      );
    },
  ),
  // A caster cannot wait for a seat of the same game.
  inTransaction("scrim.casterJoined", "waitlist.dropCaster", async (_deps, { tx }, event) => {
    await waitlistRepository.remove(tx, event.scrim.id, [event.userId]);
  }),
  inTransaction("scrim.seatFreed", "waitlist.fillFreedSeats", async (deps, unit, { scrim }) => {
    await fillFreedSeats(deps, unit, scrim, new Date());
  }),
  // A deleted account waits for no seat; waitlists are shown to few, so no broadcast for this.
  inTransaction("user.deleted", "waitlist.dropDeletedAccount", (_deps, { tx }, { userId }) =>
    waitlistRepository.removeAllOf(tx, userId),
  ),
];
