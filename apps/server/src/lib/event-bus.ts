// Runs the subscribers of domain events (their list and types: lib/domain-events.ts). Apart from
// them so that Deps can hold the bus without a cycle of types: this file knows neither Deps nor
// the unit of work, only that a subscriber handles an event on one.

/** A subscriber as the bus runs it (made by lib/domain-events.ts, which types it). */
export type Subscription = {
  readonly event: string;
  /** `<feature>.<what it does>`: read in logs and in the list of subscribers. */
  readonly name: string;
  readonly phase: "inTransaction" | "afterCommit";
  handle(deps: unknown, unit: unknown, payload: unknown): Promise<void>;
};

/** The subscribers of every event, in the order app.ts lists them. */
export class DomainEvents {
  private readonly byEvent = new Map<string, Subscription[]>();

  /** `deps`: what the subscribers are given (the app's, once built). */
  constructor(
    subscriptions: readonly Subscription[],
    private readonly deps: () => unknown,
  ) {
    for (const subscription of subscriptions) {
      const list = this.byEvent.get(subscription.event) ?? [];
      if (list.some((listed) => listed.name === subscription.name)) {
        throw new Error(`subscriber ${subscription.name} of ${subscription.event} is listed twice`);
      }
      list.push(subscription);
      this.byEvent.set(subscription.event, list);
    }
  }

  /** Who reacts to `event`, in order. */
  subscribersOf(event: string): readonly Subscription[] {
    return this.byEvent.get(event) ?? [];
  }

  /**
   * Runs what `event` sets off on `unit`, in order: each in-transaction subscriber now, each
   * after-commit one registered as an effect of the unit.
   */
  async dispatch(unit: unknown, event: string, payload: unknown): Promise<void> {
    const deps = this.deps();
    for (const subscription of this.subscribersOf(event)) {
      await subscription.handle(deps, unit, payload);
    }
  }
}
