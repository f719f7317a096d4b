import type { Redis } from "ioredis";

/**
 * A user's presence after a change: online while at least one socket of theirs is counted.
 * `changed` says the change flipped it (their watchers must be told); `version` grows with every
 * flip, so watchers can order events that come from different processes.
 */
export type PresenceState = { online: boolean; version: number };
export type PresenceChange = PresenceState & { changed: boolean };

/**
 * Who is online, counted per socket: a set of socket ids per user, changed and read in one atomic
 * step, so a quick disconnect and reconnect (here or on another process) always ends with the
 * right state, whatever order the steps of the two sockets interleave in.
 */
export interface PresenceStore {
  add(userId: string, socketId: string): Promise<PresenceChange>;
  remove(userId: string, socketId: string): Promise<PresenceChange>;
  states(userIds: string[]): Promise<Map<string, PresenceState>>;
  /** How often a process must add its sockets again to keep them counted; null: never. */
  readonly renewEveryMs: number | null;
}

/** The next version: above the last one and the clock (µs), so a restart never goes back. */
function nextVersion(last: number | undefined, nowMicros: number): number {
  return Math.max((last ?? 0) + 1, nowMicros);
}

/** One process without Redis: every socket is here, counted in memory. */
export class MemoryPresenceStore implements PresenceStore {
  private readonly sockets = new Map<string, Set<string>>();
  private readonly versions = new Map<string, number>();

  private flip(userId: string, online: boolean): PresenceChange {
    const version = nextVersion(this.versions.get(userId), Date.now() * 1000);
    this.versions.set(userId, version);
    return { online, version, changed: true };
  }

  private current(userId: string): PresenceState {
    const online = (this.sockets.get(userId)?.size ?? 0) > 0;
    return { online, version: this.versions.get(userId) ?? 0 };
  }

  async add(userId: string, socketId: string): Promise<PresenceChange> {
    const set = this.sockets.get(userId) ?? new Set<string>();
    const wasOnline = set.size > 0;
    set.add(socketId);
    this.sockets.set(userId, set);
    return wasOnline ? { ...this.current(userId), changed: false } : this.flip(userId, true);
  }

  async remove(userId: string, socketId: string): Promise<PresenceChange> {
    const set = this.sockets.get(userId);
    if (!set?.delete(socketId) || set.size > 0) {
      return { ...this.current(userId), changed: false };
    }
    this.sockets.delete(userId);
    return this.flip(userId, false);
  }

  async states(userIds: string[]): Promise<Map<string, PresenceState>> {
    return new Map(userIds.map((userId) => [userId, this.current(userId)]));
  }

  readonly renewEveryMs = null;
}

// The sockets of a user: a sorted set of socket ids scored by the end of their lease (ms, Redis
// clock). A process renews its sockets' leases; the sockets of a process that died lapse.
// KEYS[1] the set, KEYS[2] the version; ARGV[1] "add" | "remove" | "read", ARGV[2] socket id,
// ARGV[3] lease ms. Returns {online 0|1, changed 0|1, version}.
const PRESENCE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local micros = tonumber(time[1]) * 1000000 + tonumber(time[2])
local lease = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local before = redis.call('ZCARD', KEYS[1])
if ARGV[1] == 'add' then
  redis.call('ZADD', KEYS[1], now + lease, ARGV[2])
elseif ARGV[1] == 'remove' then
  redis.call('ZREM', KEYS[1], ARGV[2])
end
local after = redis.call('ZCARD', KEYS[1])
if after > 0 then
  redis.call('PEXPIRE', KEYS[1], lease)
end
local version = tonumber(redis.call('GET', KEYS[2]) or '0')
local changed = 0
if (before > 0) ~= (after > 0) then
  changed = 1
  version = math.max(version + 1, micros)
  redis.call('SET', KEYS[2], string.format('%.0f', version), 'PX', 86400000)
end
return {after > 0 and 1 or 0, changed, string.format('%.0f', version)}
`;

type RedisWithPresence = Redis & {
  presence(
    setKey: string,
    versionKey: string,
    op: "add" | "remove" | "read",
    socketId: string,
    leaseMs: number,
  ): Promise<[number, number, string]>;
};

/**
 * Several processes sharing Redis: each user's sockets, from every process, in one sorted set.
 * A socket counts for `leaseMs` after it was added or last added again (a process renews its own),
 * so the sockets of a process that died stop counting instead of keeping their users online.
 */
export class RedisPresenceStore implements PresenceStore {
  private readonly redis: RedisWithPresence;

  constructor(
    redis: Redis,
    private readonly leaseMs: number,
    private readonly prefix = "scrims:presence:",
  ) {
    redis.defineCommand("presence", { numberOfKeys: 2, lua: PRESENCE_SCRIPT });
    this.redis = redis as RedisWithPresence;
  }

  private async run(
    userId: string,
    op: "add" | "remove" | "read",
    socketId = "",
  ): Promise<PresenceChange> {
    const [online, changed, version] = await this.redis.presence(
      `${this.prefix}sockets:${userId}`,
      `${this.prefix}version:${userId}`,
      op,
      socketId,
      this.leaseMs,
    );
    return { online: online === 1, changed: changed === 1, version: Number(version) };
  }

  add(userId: string, socketId: string): Promise<PresenceChange> {
    return this.run(userId, "add", socketId);
  }

  remove(userId: string, socketId: string): Promise<PresenceChange> {
    return this.run(userId, "remove", socketId);
  }

  async states(userIds: string[]): Promise<Map<string, PresenceState>> {
    const states = await Promise.all(userIds.map((userId) => this.run(userId, "read")));
    return new Map(
      userIds.map((userId, index) => {
        const { online, version } = states[index]!;
        return [userId, { online, version }];
      }),
    );
  }

  get renewEveryMs(): number {
    return Math.floor(this.leaseMs / 3);
  }
}
