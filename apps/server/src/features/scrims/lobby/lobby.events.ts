import { inTransaction, type Subscriber } from "@/lib/subscribers";
import { freeSeatsOfDeletedAccount } from "./lobby.service";

/** What the lobby does when something happens elsewhere (listed in app.ts). */
export const lobbySubscribers: Subscriber[] = [
  inTransaction("user.deleted", "lobby.freeSeatsOfDeletedAccount", (_deps, unit, { userId }) =>
    freeSeatsOfDeletedAccount(unit, userId),
  ),
];
