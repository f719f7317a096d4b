import { inTransaction, type Subscriber } from "@/lib/subscribers";
import { lobbyRepository } from "@/features/scrims/lobby/lobby.repository";
import { scrimsRepository } from "@/features/scrims/scrims.repository";
import { scheduleResultAnnouncement, scheduleScrimAnnouncements } from "./discord.jobs";

/** The Discord posts that scrim changes earn, scheduled with the change (listed in app.ts). */
export const discordSubscribers: Subscriber[] = [
  // A new public scrim (or one made public), and "2 spots left" at eight seats.
  inTransaction(
    "scrim.changed",
    "discord.announceScrim",
    async (_deps, { tx }, { scrimId, before }) => {
      const after = await scrimsRepository.findById(tx, scrimId);
      if (!after) {
        return;
      }
      const seatCount = (await lobbyRepository.listSeats(tx, scrimId)).length;
      await scheduleScrimAnnouncements(tx, { scrimId, before, after, seatCount });
    },
  ),
  inTransaction("scrim.resultSet", "discord.announceResult", (_deps, { tx }, result) =>
    scheduleResultAnnouncement(tx, result),
  ),
];
