import type { Tx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import type { RecordEvent } from "@/lib/domain-events";

/** Something to do once the data it describes is committed: a broadcast, an email, a push. */
type Effect = () => void | Promise<void>;

/**
 * Registers an effect of the running unit of work; it runs only if the transaction commits.
 * `outside`: the effect waits on an outside service (a push service, which may take seconds): it
 * starts after every other effect of the unit, and the caller does not wait for it (it runs on as
 * background work), so neither a broadcast nor the request's answer waits on it.
 */
export type AfterCommit = (effect: Effect, options?: { outside?: boolean }) => void;

/**
 * The unit of work a service changes state in: its transaction, the effects to run after COMMIT,
 * and `record`, which records a domain event (lib/domain-events.ts) and runs what it sets off.
 */
export type Unit = { tx: Tx; afterCommit: AfterCommit; record: RecordEvent };

/**
 * What a caller adds to a service's unit of work: run in its transaction, before COMMIT, with
 * what the unit made (a route's Idempotency-Key record, which commits with the creation or not
 * at all).
 */
export type InTransaction<T> = (tx: Tx, made: T) => Promise<void>;

/** The options of a service that creates something. */
export type CreateOptions<T> = { inTransaction?: InTransaction<T> };

/**
 * A unit of work: runs `work` in one transaction and, only after COMMIT, the effects it
 * registered, one after another in registration order. The domain events it records run their
 * in-transaction subscribers at once (in the transaction: one that throws rolls the change back)
 * and register their after-commit ones as effects. On a rollback (`work` throws, or the commit
 * fails) the effects are dropped and the error is rethrown. An effect that fails is logged and
 * never fails the caller: the change itself is already saved. Resolves once every effect but
 * those reaching an outside service has run, so a request answers after its broadcasts went out;
 * the outside ones then start, in order, as background work. `inTransaction` (a caller's, see
 * CreateOptions) runs after `work`, in its transaction, with its result.
 */
export async function withTransaction<T>(
  deps: Pick<Deps, "db" | "log" | "background" | "events">,
  work: (unit: Unit) => Promise<T>,
  inTransaction?: InTransaction<T>,
): Promise<T> {
  const effects: Effect[] = [];
  const outsideEffects: Effect[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const unit: Unit = {
      tx,
      afterCommit: (effect, options) => {
        (options?.outside ? outsideEffects : effects).push(effect);
      },
      record: (event, payload) => deps.events.dispatch(unit, event, payload),
    };
    const made = await work(unit);
    await inTransaction?.(tx, made);
    return made;
  });
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      deps.log.error({ err: error }, "an effect after commit failed");
    }
  }
  for (const effect of outsideEffects) {
    deps.background.run(effect, "an effect after commit failed");
  }
  return result;
}
