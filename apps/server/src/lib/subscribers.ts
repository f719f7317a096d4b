import type { DomainEventMap, DomainEventName } from "@/lib/domain-events";
import type { Deps } from "@/lib/deps";
import type { Subscription } from "@/lib/event-bus";
import type { Unit } from "@/lib/transaction";

// How a feature reacts to a domain event (the events: lib/domain-events.ts). Each feature lists
// its subscribers in `<feature>.events.ts`; app.ts lists them all, in the order they run.

/**
 * One feature's reaction to one event, made by `inTransaction` or `afterCommit` (which type its
 * payload by its event); `handle` runs it on a unit of work (lib/event-bus.ts).
 */
export type Subscriber = Subscription & {
  readonly event: DomainEventName;
  handle(deps: Deps, unit: Unit, payload: unknown): Promise<void>;
};

/** A reaction that writes with the change, in its transaction (and rolls it back if it throws). */
export function inTransaction<N extends DomainEventName>(
  event: N,
  name: string,
  run: (deps: Deps, unit: Unit, payload: DomainEventMap[N]) => Promise<void>,
): Subscriber {
  return {
    event,
    name,
    phase: "inTransaction",
    handle: (deps: Deps, unit: Unit, payload: unknown) =>
      run(deps, unit, payload as DomainEventMap[N]),
  };
}

/**
 * A reaction to a committed change (a broadcast, a notification sent), run as an effect of the
 * unit after COMMIT and logged if it throws. `outside`: it waits on an outside service (a push),
 * so it starts last and the request does not wait for it.
 */
export function afterCommit<N extends DomainEventName>(
  event: N,
  name: string,
  run: (deps: Deps, payload: DomainEventMap[N]) => void | Promise<void>,
  options: { outside?: boolean } = {},
): Subscriber {
  return {
    event,
    name,
    phase: "afterCommit",
    handle: async (deps: Deps, unit: Unit, payload: unknown) => {
      unit.afterCommit(() => run(deps, payload as DomainEventMap[N]), options);
    },
  };
}
