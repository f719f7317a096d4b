import { inTransaction, type Subscriber } from "@/lib/subscribers";
import { deleteCalendarOfAccount } from "./calendar.service";

/** What the calendar feature does when something happens elsewhere (listed in app.ts). */
export const calendarSubscribers: Subscriber[] = [
  // The calendar feed of a deleted account goes (after its seats were freed, whose triggers record cancellations).
  inTransaction("user.deleted", "calendar.dropFeedOfDeletedAccount", (_deps, { tx }, { userId }) =>
    deleteCalendarOfAccount(tx, userId),
  ),
];
