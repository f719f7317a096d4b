import type { Tx } from "@/db/client";
import type { Deps } from "@/lib/deps";

/** Something to do once the data it describes is committed: a broadcast, an email, a push. */
export type Effect = () => void | Promise<void>;

/**
 * Registers an effect of the running unit of work; it runs only if the transaction commits.
 * `outside`: the effect waits on an outside service (a push service): it runs after every other
 * effect of the unit, so no broadcast waits on it.
 */
export type AfterCommit = (effect: Effect, options?: { outside?: boolean }) => void;

/**
 * A unit of work: runs `work` in one transaction and, only after COMMIT, the effects it
 * registered, one after another in registration order (those reaching an outside service last). On a rollback (`work` throws, or the
 * commit fails) the effects are dropped and the error is rethrown. An effect that fails is logged
 * and never fails the caller: the change itself is already saved. Resolves once every effect has
 * run, so a request answers after its broadcasts went out.
 */
export async function withTransaction<T>(
  deps: Pick<Deps, "db" | "log">,
  work: (tx: Tx, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  const effects: Effect[] = [];
  const outsideEffects: Effect[] = [];
  const result = await deps.db.transaction((tx) =>
    work(tx, (effect, options) => {
      (options?.outside ? outsideEffects : effects).push(effect);
    }),
  );
  for (const effect of [...effects, ...outsideEffects]) {
    try {
      await effect();
    } catch (error) {
      deps.log.error({ err: error }, "an effect after commit failed");
    }
  }
  return result;
}
