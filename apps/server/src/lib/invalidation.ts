import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";

/** What was changed, for the in-memory caches of every process: a topic and a key in it. */
type Invalidation = { topic: string; key: string };
type Listener = (invalidation: Invalidation) => void;

/**
 * Tells every process of the app that cached data went stale. `publish` runs the listeners of
 * this process at once (before it resolves), then relays the message to the other processes over
 * Redis pub/sub when REDIS_URL is set; without Redis there is only this process.
 */
export type InvalidationBus = {
  /** `here: false`: the other processes only (this one already brought its cache up to date). */
  publish: (invalidation: Invalidation, options?: { here?: boolean }) => Promise<void>;
  /** Runs `listener` for each invalidation, from this process or another. */
  subscribe: (listener: Listener) => void;
};

const CHANNEL = "scrims:invalidate";

/** Listeners of one process, run in subscription order; one that throws does not stop the rest. */
function localListeners(onError: (error: unknown) => void) {
  const listeners: Listener[] = [];
  return {
    add: (listener: Listener) => void listeners.push(listener),
    run(invalidation: Invalidation) {
      for (const listener of listeners) {
        try {
          listener(invalidation);
        } catch (error) {
          onError(error);
        }
      }
    },
  };
}

/** The bus of a single process. */
export function createLocalBus(onError: (error: unknown) => void): InvalidationBus {
  const listeners = localListeners(onError);
  return {
    publish: async (invalidation, options) => {
      if (options?.here !== false) {
        listeners.run(invalidation);
      }
    },
    subscribe: listeners.add,
  };
}

/**
 * The bus across processes: `pub` publishes, `sub` (a connection of its own, in subscriber mode)
 * receives; the messages this process sent come back and are skipped, as it already ran them.
 */
export async function createRedisBus(
  pub: Redis,
  sub: Redis,
  onError: (error: unknown) => void,
): Promise<InvalidationBus> {
  const origin = randomUUID();
  const listeners = localListeners(onError);
  sub.on("message", (channel: string, message: string) => {
    if (channel !== CHANNEL) {
      return;
    }
    try {
      const parsed = JSON.parse(message) as Invalidation & { origin: string };
      if (parsed.origin !== origin) {
        listeners.run({ topic: parsed.topic, key: parsed.key });
      }
    } catch (error) {
      onError(error);
    }
  });
  await sub.subscribe(CHANNEL);
  return {
    async publish(invalidation, options) {
      if (options?.here !== false) {
        listeners.run(invalidation);
      }
      try {
        await pub.publish(CHANNEL, JSON.stringify({ ...invalidation, origin }));
      } catch (error) {
        onError(error);
      }
    },
    subscribe: listeners.add,
  };
}

/**
 * An in-memory cache of this process whose entries go stale by `key`s of one topic: `publish`
 * tells every process (this one at once), and each applies it with `drop`.
 */
export abstract class InvalidatedCache {
  /** How many invalidations this process has applied, from itself or others (tests wait on it). */
  invalidationsApplied = 0;

  constructor(
    private readonly bus: InvalidationBus,
    private readonly topic: string,
  ) {
    bus.subscribe((invalidation) => {
      if (invalidation.topic === this.topic) {
        this.drop(invalidation.key);
        this.invalidationsApplied += 1;
      }
    });
  }

  /** Tells every process that what `key` names went stale. */
  protected publish(key: string): Promise<void> {
    return this.bus.publish({ topic: this.topic, key });
  }

  /** Tells the other processes only: this one updated what `key` names in place. */
  protected publishElsewhere(key: string): Promise<void> {
    return this.bus.publish({ topic: this.topic, key }, { here: false });
  }

  /** Forgets what `key` names, in this process. */
  protected abstract drop(key: string): void;
}
