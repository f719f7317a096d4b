import { inTransaction, type Subscriber } from "@/lib/subscribers";
import { scheduleResultAnnouncement, scheduleScrimAnnouncements } from "./discord.jobs";

/** The Discord posts that scrim changes earn, scheduled with the change (listed in app.ts). */
export const discordSubscribers: Subscriber[] = [
  // A new public scrim (or one made public), and "2 spots left" at eight seats.
  inTransaction("scrim.changed", "discord.announceScrim", (_deps, { tx }, { before, after }) =>
    scheduleScrimAnnouncements(tx, {
      scrimId: after.scrim.id,
      before,
      after: after.scrim,
      seatCount: after.players.length,
    }),
  ),
  inTransaction("scrim.resultSet", "discord.announceResult", (_deps, { tx }, result) =>
    scheduleResultAnnouncement(tx, result),
  ),
];
