import type { ScrimAggregate, ScrimRow } from "@/features/scrims/scrims.repository";
import type { SeatRef } from "@/features/scrims/lobby/lobby.repository";

// What a change sets off. A service changes state and records what happened on its unit of work
// (`unit.record("scrim.seatTaken", …)`); the features that react subscribe to it
// (lib/subscribers.ts), and app.ts lists every subscriber in one place (EVENT_SUBSCRIBERS), in
// the order they run. A subscriber runs either inside the transaction (it may write, schedule
// jobs and record events of its own, and its failure rolls the whole change back) or after
// COMMIT (broadcasts, cache drops, notifications sent: its failure is logged and changes nothing
// else).

/** Every domain event, by name, with what it carries. */
export type DomainEventMap = {
  /** An admin created a scrim (`scrim` as inserted). */
  "scrim.created": { scrim: ScrimRow };
  /** An admin edited a scrim: `before` as locked, `after` as saved. */
  "scrim.edited": { before: ScrimRow; after: ScrimRow };
  /** An admin deleted a scrim; `memberIds` may hear of it even when it was private. */
  "scrim.deleted": { scrim: ScrimRow; memberIds: string[] };
  /**
   * Any change of a scrim, once at its end, for the reactions that write with it (`before` as
   * locked, none when created; `after` as the change left it, before those reactions).
   */
  "scrim.changed": { before?: ScrimRow; after: ScrimAggregate };
  /**
   * The scrim as a change and every reaction to it leave it, with its new version: what its
   * watchers and the caches are given after COMMIT (recorded right after `scrim.changed`).
   */
  "scrim.saved": { before?: ScrimRow; aggregate: ScrimAggregate };
  /** Players took seats: joined, were placed by an admin, filled at random, promoted. */
  "scrim.seatTaken": { scrim: ScrimRow; seats: SeatRef[] };
  /** Seats were freed: a player left or was kicked or swept as a no-show, an account went. */
  "scrim.seatFreed": { scrim: ScrimRow; seats: SeatRef[] };
  /** A user joined a scrim's cast. */
  "scrim.casterJoined": { scrim: ScrimRow; userId: string };
  /** A scrim's start time came and its start ran (`firstStart`: its first start time). */
  "scrim.started": { scrim: ScrimRow; firstStart: boolean };
  /** A scrim's winner was set, corrected or cleared (`before`: the winner it had). */
  "scrim.resultSet": { scrim: ScrimRow; before: ScrimRow["teamWon"] };
  /** An account is being deleted (its row is locked and anonymised in this transaction). */
  "user.deleted": { userId: string };
};

export type DomainEventName = keyof DomainEventMap;

/** Records an event on the unit of work: its in-transaction subscribers run before this resolves. */
export type RecordEvent = <N extends DomainEventName>(
  event: N,
  payload: DomainEventMap[N],
) => Promise<void>;
