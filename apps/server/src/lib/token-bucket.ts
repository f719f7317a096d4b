import type { Redis } from "ioredis";
import { AppError } from "@/lib/errors";

/** A bucket holds up to `capacity` tokens and gains `perSecond` back; each use takes one. */
export type TokenBucketSpec = { capacity: number; perSecond: number };

/** Keyed token buckets: `take` answers whether the key still had a token (and spends it). */
export interface TokenBuckets {
  take(key: string): Promise<boolean>;
}

type BucketState = { tokens: number; at: number };

/** Tokens after refilling `state` up to `now` (milliseconds), never above the capacity. */
function refilled(spec: TokenBucketSpec, state: BucketState, now: number): number {
  const gained = (Math.max(0, now - state.at) * spec.perSecond) / 1000;
  return Math.min(spec.capacity, state.tokens + gained);
}

/** One bucket in this process's memory (a socket's own, which lives in one process anyway). */
export class TokenBucket {
  private state: BucketState;

  constructor(
    private readonly spec: TokenBucketSpec,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.state = { tokens: spec.capacity, at: now() };
  }

  take(): boolean {
    const at = this.now();
    const tokens = refilled(this.spec, this.state, at);
    const allowed = tokens >= 1;
    this.state = { tokens: allowed ? tokens - 1 : tokens, at };
    return allowed;
  }
}

/** Takes between sweeps of the buckets that refilled completely (they hold nothing to remember). */
const SWEEP_EVERY = 1_000;

/** Keyed buckets in this process's memory: what one process uses without Redis. */
export class MemoryTokenBuckets implements TokenBuckets {
  private readonly buckets = new Map<string, BucketState>();
  private takesSinceSweep = 0;

  constructor(
    private readonly spec: TokenBucketSpec,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async take(key: string): Promise<boolean> {
    const at = this.now();
    this.sweep(at);
    const state = this.buckets.get(key) ?? { tokens: this.spec.capacity, at };
    const tokens = refilled(this.spec, state, at);
    const allowed = tokens >= 1;
    this.buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at });
    return allowed;
  }

  private sweep(at: number): void {
    this.takesSinceSweep += 1;
    if (this.takesSinceSweep < SWEEP_EVERY) {
      return;
    }
    this.takesSinceSweep = 0;
    for (const [key, state] of this.buckets) {
      if (refilled(this.spec, state, at) >= this.spec.capacity) {
        this.buckets.delete(key);
      }
    }
  }
}

// Refill and take in one atomic step, on Redis's clock (so every process agrees on the time).
// KEYS[1] bucket; ARGV[1] capacity, ARGV[2] tokens per millisecond. Returns 1 when taken.
const TAKE_SCRIPT = `
local capacity = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or capacity
local at = tonumber(state[2]) or now
tokens = math.min(capacity, tokens + math.max(0, now - at) * rate)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(capacity / rate) + 1000)
return allowed
`;

type RedisWithTake = Redis & {
  takeToken(key: string, capacity: number, perMillisecond: number): Promise<number>;
};

/**
 * Keyed buckets in Redis, shared by every process. When Redis does not answer, the use is let
 * through (`onError` is told): a Redis outage must not stop the app; each socket's own bucket,
 * kept in memory, still applies.
 */
export class RedisTokenBuckets implements TokenBuckets {
  private readonly redis: RedisWithTake;

  constructor(
    redis: Redis,
    private readonly spec: TokenBucketSpec,
    private readonly prefix: string,
    private readonly onError: (error: unknown) => void,
  ) {
    redis.defineCommand("takeToken", { numberOfKeys: 1, lua: TAKE_SCRIPT });
    this.redis = redis as RedisWithTake;
  }

  async take(key: string): Promise<boolean> {
    try {
      const taken = await this.redis.takeToken(
        this.prefix + key,
        this.spec.capacity,
        this.spec.perSecond / 1000,
      );
      return taken === 1;
    } catch (error) {
      this.onError(error);
      return true;
    }
  }
}

/** The per-user limits of social actions (in Redis when configured, so all processes share them). */
export type SocialLimits = { messages: TokenBuckets; friendRequests: TokenBuckets };

const SOCIAL_RATE_LIMITED_MESSAGE = "You are doing that too often. Please wait a moment.";

/**
 * Spends one of `key`'s tokens, or refuses with 429 RATE_LIMITED.
 *
 * @throws AppError RATE_LIMITED
 */
export async function spendOrRefuse(buckets: TokenBuckets, key: string): Promise<void> {
  if (!(await buckets.take(key))) {
    throw new AppError("RATE_LIMITED", SOCIAL_RATE_LIMITED_MESSAGE);
  }
}
