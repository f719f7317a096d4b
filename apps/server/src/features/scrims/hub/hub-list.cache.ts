import { CURRENT_WINDOW_MS } from "@scrims/shared/scrims/scrims.constants";
import {
  scrimDtoSchema,
  type ListScrimsQuery,
  type ScrimDto,
} from "@scrims/shared/scrims/scrims.schema";
import { z } from "zod";
import type { Db } from "@/db/client";
import { EncodedBody } from "@/lib/encoded-body";
import { InvalidatedCache, type InvalidationBus } from "@/lib/invalidation";
import { isMember } from "../scrims.policy";
import type { Actor } from "@/lib/actor";
import { memberIdsOf, membershipOf, presentScrim } from "../scrims.presenter";
import { scrimsRepository, type ScrimAggregate } from "../scrims.repository";

const TOPIC = "hub-list";
const EVERY_REGION = "*";
/** Hub lists kept per process (one per region and date range asked for; the least used goes). */
const MAX_LISTS = 256;
/**
 * Members' and admins' own answers kept (across all lists; the least recently used goes): their
 * reload, second tab or refetch on focus is served from memory, and their 304 costs nothing.
 */
const MAX_MEMBER_ANSWERS = 128;
/** Scrims kept for their own page (GET /api/scrims/:id; the least recently read goes). */
const MAX_SCRIMS = 1024;
/** Longest a list is kept without a change, as a bound should an invalidation ever be missed. */
const MAX_AGE_MS = 5 * 60_000;

/**
 * One hub list as stored: every scrim of the region and range (private ones too), who is a member
 * of any of them, and the answer for everyone else, serialized and compressed once.
 */
type CachedList = {
  /** Region and date range: the key it is kept under. */
  key: string;
  region: string;
  /** The range of start times it holds: from inclusive, to exclusive (milliseconds). */
  from: number;
  to: number;
  aggregates: ScrimAggregate[];
  /** Members of any of these scrims, and their waiting players. */
  memberIds: Set<string>;
  /** Each public scrim's JSON as an outsider sees it, by scrim id: a member's answer reuses them. */
  outsiderJson: Map<string, string>;
  /** The answer to a player who is a member of none of these scrims (and no admin). */
  outsiders: EncodedBody;
  /** `status` (upcoming, current, previous) of some scrim changes at this time: made again then. */
  validUntil: number;
};

/**
 * The next time after `now` at which a time-dependent field of the list changes: a scrim's
 * status, or a seated player's ban starting or ending (admins see a "banned" mark).
 */
function nextTimeChange(aggregates: ScrimAggregate[], now: number): number {
  let next = now + MAX_AGE_MS;
  for (const { scrim, players } of aggregates) {
    const start = scrim.gameStartTime.getTime();
    const bans = players.flatMap(({ openBan }) =>
      openBan ? [openBan.dateFrom.getTime(), openBan.dateTo.getTime()] : [],
    );
    for (const at of [start, start + CURRENT_WINDOW_MS, ...bans]) {
      if (at > now && at < next) {
        next = at;
      }
    }
  }
  return next;
}

/**
 * One scrim of the list as GET /api/scrims answers it (same schema, same JSON as the route's
 * serializer). The list is a JSON array, so `[` + these joined by commas + `]` is the answer.
 */
function serializeScrim(dto: ScrimDto): string {
  return JSON.stringify(z.encode(scrimDtoSchema, dto));
}

/**
 * Each kept scrim's card as outsiders see it, serialized, until a time-dependent field of it
 * changes: a list made again after one scrim changed serializes that one alone. Keyed by the
 * aggregate as read or committed, so a changed scrim (a new aggregate) is never served old.
 */
const outsiderCards = new WeakMap<ScrimAggregate, { json: string; validUntil: number }>();

function outsiderCard(aggregate: ScrimAggregate, now: Date): string {
  const kept = outsiderCards.get(aggregate);
  if (kept && now.getTime() < kept.validUntil) {
    return kept.json;
  }
  const json = serializeScrim(presentScrim(aggregate, null, now));
  outsiderCards.set(aggregate, { json, validUntil: nextTimeChange([aggregate], now.getTime()) });
  return json;
}

const jsonArray = (items: string[]) => `[${items.join(",")}]`;

/**
 * The list for a member of some of its scrims: only those that concern them (as a member or a
 * waiting player) are made for them; the others are the outsiders' cards. For an admin every
 * scrim is made for them: they see every private scrim, lobby details and "banned" marks.
 */
/**
 * True when the scrim is shown to `viewer` otherwise than to anyone: they play, cast or wait in
 * it (lobby details, the waitlist), or are an admin (every private scrim, the "banned" marks).
 */
function concerns(aggregate: ScrimAggregate, viewer: Actor): boolean {
  return (
    viewer.isAdmin ||
    isMember(membershipOf(aggregate), viewer.id) ||
    aggregate.waitlist.some((entry) => entry.user.id === viewer.id)
  );
}

function viewerAnswer(list: CachedList, viewer: Actor, now: Date): EncodedBody {
  const items: string[] = [];
  for (const aggregate of list.aggregates) {
    const member = isMember(membershipOf(aggregate), viewer.id);
    const outsiderJson = list.outsiderJson.get(aggregate.scrim.id);
    if (outsiderJson !== undefined && !concerns(aggregate, viewer)) {
      items.push(outsiderJson);
    } else if (!aggregate.scrim.isPrivate || member || viewer.isAdmin) {
      items.push(serializeScrim(presentScrim(aggregate, viewer, now)));
    }
  }
  return new EncodedBody(jsonArray(items));
}

/** The order of a hub list (as the repository reads it): by start, then creation, then id. */
function byStart(a: ScrimAggregate, b: ScrimAggregate): number {
  return (
    a.scrim.gameStartTime.getTime() - b.scrim.gameStartTime.getTime() ||
    a.scrim.createdAt.getTime() - b.scrim.createdAt.getTime() ||
    (a.scrim.id < b.scrim.id ? -1 : a.scrim.id > b.scrim.id ? 1 : 0)
  );
}

/** Keeps a map (oldest use first) to `max` entries by dropping the least recently used. */
function dropLeastRecent(map: Map<string, unknown>, max: number): void {
  for (const oldest of map.keys()) {
    if (map.size <= max) {
      return;
    }
    map.delete(oldest);
  }
}

/**
 * The hub list (GET /api/scrims) served from memory: per region and date range, the answer to
 * outsiders is made once and kept, serialized and compressed, until a scrim of that region
 * changes (`invalidateRegion`, from the broadcast of every committed scrim change) or a player's
 * public fields or open ban do (`invalidateAll`), in this process or another (the invalidation
 * bus). A member of some scrim of the list gets their own answer, made from the kept scrims (their
 * private scrims, their lobby details), and so does an admin (every private scrim, lobby details,
 * the "banned" marks, which the kept seats' ban windows decide at the moment of the answer).
 *
 * A list read while a change commits is never kept past that change's invalidation: each region
 * counts its invalidations, and a load that saw one happen meanwhile is answered but not kept.
 *
 * Single scrims, for their page (`scrim`), are kept here too, on the same invalidations: a saved
 * change puts the committed scrim in place, a region's or every region's invalidation forgets
 * them, and a read that heard of any change meanwhile is not kept.
 */
export class HubListCache extends InvalidatedCache {
  private readonly lists = new Map<string, CachedList>();
  /**
   * Single scrims as committed, by id, each until a time-dependent field of it changes, with the
   * answer of its page to everyone it does not concern (made on the first such request).
   */
  private readonly scrims = new Map<
    string,
    { aggregate: ScrimAggregate; validUntil: number; outsiders?: EncodedBody }
  >();
  /** Counts every change this cache heard of: a scrim read across one is answered, not kept. */
  private changesHeard = 0;
  private readonly loading = new Map<string, Promise<CachedList>>();
  private readonly generations = new Map<string, number>();
  /** A member's answer, for as long as the list it was made from is the one kept. */
  private readonly memberAnswers = new Map<string, { list: CachedList; answer: EncodedBody }>();
  private everyRegionGeneration = 0;

  constructor(
    private readonly db: Db,
    bus: InvalidationBus,
  ) {
    super(bus, TOPIC);
  }

  /** After a committed change of a scrim of `region`: every process forgets its lists. */
  invalidateRegion(region: string): Promise<void> {
    return this.publish(region);
  }

  /**
   * After a committed change of a scrim, with the scrim as committed (`beforeRegion`: the region it
   * was listed in, when an edit moved it): this process's lists take it in place, where it now
   * belongs and out of where it no longer does, and are made again from memory on their next
   * request (no database read); an older version than a list holds changes nothing. The other
   * processes forget their lists of those regions.
   */
  async scrimSaved(aggregate: ScrimAggregate, beforeRegion?: string): Promise<void> {
    const { scrim } = aggregate;
    const regions = new Set([scrim.region, beforeRegion ?? scrim.region]);
    const start = scrim.gameStartTime.getTime();
    for (const region of regions) {
      // A list being read now may have read the scrim before this change: answered, not kept.
      this.forget(region, [this.loading]);
    }
    for (const [key, list] of this.lists) {
      if (!regions.has(list.region)) {
        continue;
      }
      const held = list.aggregates.find((kept) => kept.scrim.id === scrim.id);
      if (held && held.scrim.version > scrim.version) {
        continue;
      }
      const belongs = list.region === scrim.region && start >= list.from && start < list.to;
      if (!held && !belongs) {
        continue;
      }
      const others = list.aggregates.filter((kept) => kept.scrim.id !== scrim.id);
      const aggregates = belongs ? [...others, aggregate].sort(byStart) : others;
      this.lists.set(key, { ...list, aggregates, validUntil: 0 });
    }
    const kept = this.scrims.get(scrim.id);
    if (!kept || kept.aggregate.scrim.version <= scrim.version) {
      this.keepScrim(aggregate, Date.now());
    }
    this.invalidationsApplied += 1;
    await Promise.all([...regions].map((region) => this.publishElsewhere(region)));
  }

  /** After a committed change of a player's public fields: every list may show them. */
  invalidateAll(): Promise<void> {
    return this.publish(EVERY_REGION);
  }

  /** The list for `viewer`, as it is committed now. */
  async answer(viewer: Actor, query: ListScrimsQuery, now = new Date()): Promise<EncodedBody> {
    const list = await this.listOf(query, now);
    if (!viewer.isAdmin && !list.memberIds.has(viewer.id)) {
      return list.outsiders;
    }
    const key = `${list.key}|${viewer.id}`;
    const kept = this.memberAnswers.get(key);
    this.memberAnswers.delete(key);
    // Made from an older list (a change or the clock came since): made again.
    const answer = kept?.list === list ? kept.answer : viewerAnswer(list, viewer, now);
    this.memberAnswers.set(key, { list, answer }); // Most recently used last.
    dropLeastRecent(this.memberAnswers, MAX_MEMBER_ANSWERS);
    return answer;
  }

  /**
   * One scrim as committed now (undefined if there is none), for its page: from memory while no
   * change of it or of its region, and no time-dependent field of it, came since it was read.
   * Private scrims too: who may see what of it is the presenter's business.
   */
  async scrim(scrimId: string, now = new Date()): Promise<ScrimAggregate | undefined> {
    const kept = this.scrims.get(scrimId);
    if (kept && now.getTime() < kept.validUntil) {
      this.scrims.delete(scrimId);
      this.scrims.set(scrimId, kept); // Most recently used last.
      return kept.aggregate;
    }
    const heard = this.changesHeard;
    const row = await scrimsRepository.findById(this.db, scrimId);
    if (!row) {
      return undefined;
    }
    const [aggregate] = await scrimsRepository.loadAggregates(this.db, [row]);
    // A change heard meanwhile may be newer than what was read: answered, not kept.
    if (aggregate && heard === this.changesHeard) {
      this.keepScrim(aggregate, now.getTime());
    }
    return aggregate;
  }

  /**
   * The answer of a scrim's page (GET /api/scrims/:id) for `viewer`, undefined if there is no such
   * scrim. Everyone it does not concern (not a player, caster or waiting player of it, no admin)
   * gets the same answer, made once per kept scrim, serialized and compressed; the others get
   * theirs made (lobby details, the waitlist, the admins' marks).
   */
  async scrimPage(
    viewer: Actor,
    scrimId: string,
    now = new Date(),
  ): Promise<EncodedBody | undefined> {
    const aggregate = await this.scrim(scrimId, now);
    if (!aggregate) {
      return undefined;
    }
    if (concerns(aggregate, viewer)) {
      return new EncodedBody(serializeScrim(presentScrim(aggregate, viewer, now)));
    }
    const outsiders = () => new EncodedBody(outsiderCard(aggregate, now));
    const kept = this.scrims.get(scrimId);
    if (kept?.aggregate !== aggregate) {
      // Read across a change, so not kept: made for this request alone.
      return outsiders();
    }
    kept.outsiders ??= outsiders();
    return kept.outsiders;
  }

  protected drop(region: string): void {
    this.changesHeard += 1;
    if (region === EVERY_REGION) {
      this.everyRegionGeneration += 1;
      this.lists.clear();
      this.loading.clear();
      this.memberAnswers.clear();
      this.scrims.clear();
    } else {
      this.forget(region, [this.lists, this.loading, this.memberAnswers]);
      for (const [id, { aggregate }] of this.scrims) {
        if (aggregate.scrim.region === region) {
          this.scrims.delete(id);
        }
      }
    }
  }

  private keepScrim(aggregate: ScrimAggregate, now: number): void {
    this.changesHeard += 1;
    this.scrims.delete(aggregate.scrim.id);
    this.scrims.set(aggregate.scrim.id, {
      aggregate,
      validUntil: nextTimeChange([aggregate], now),
    });
    dropLeastRecent(this.scrims, MAX_SCRIMS);
  }

  /**
   * Starts a new generation of `region` (a load begun before it is answered, not kept) and
   * deletes the region's entries of `maps`.
   */
  private forget(region: string, maps: Map<string, unknown>[]): void {
    this.generations.set(region, this.generation(region) + 1);
    for (const map of maps) {
      for (const key of map.keys()) {
        if (key.startsWith(`${region}|`)) {
          map.delete(key);
        }
      }
    }
  }

  private generation(region: string): number {
    return this.generations.get(region) ?? 0;
  }

  private stamp(region: string): string {
    return `${this.everyRegionGeneration}:${this.generation(region)}`;
  }

  private async listOf(query: ListScrimsQuery, now: Date): Promise<CachedList> {
    const from = new Date(query.startDate);
    const to = new Date(query.endDate);
    const key = `${query.region}|${from.getTime()}|${to.getTime()}`;
    const kept = this.lists.get(key);
    if (kept) {
      this.lists.delete(key);
      if (now.getTime() < kept.validUntil) {
        this.lists.set(key, kept); // Most recently used last.
        return kept;
      }
      // A scrim's status changed with time; its data did not.
      const stamp = this.stamp(query.region);
      return this.keep(key, stamp, this.build(kept, kept.aggregates, now));
    }
    const pending = this.loading.get(key);
    if (pending) {
      return pending;
    }
    const stamp = this.stamp(query.region);
    const load = (async () => {
      const rows = await scrimsRepository.listByRegionAndStart(this.db, {
        region: query.region,
        from,
        to,
        privateScrims: "all",
      });
      const aggregates = await scrimsRepository.loadAggregates(this.db, rows);
      const range = { key, region: query.region, from: from.getTime(), to: to.getTime() };
      return this.build(range, aggregates, new Date());
    })();
    this.loading.set(key, load);
    try {
      return this.keep(key, stamp, await load);
    } finally {
      if (this.loading.get(key) === load) {
        this.loading.delete(key);
      }
    }
  }

  /** Keeps the list unless its region was invalidated since `stamp` (then it may be stale). */
  private keep(key: string, stamp: string, list: CachedList): CachedList {
    if (stamp === this.stamp(list.region)) {
      this.lists.set(key, list);
      dropLeastRecent(this.lists, MAX_LISTS);
    }
    return list;
  }

  private build(
    range: Pick<CachedList, "key" | "region" | "from" | "to">,
    aggregates: ScrimAggregate[],
    now: Date,
  ): CachedList {
    const outsiderJson = new Map(
      aggregates
        .filter((aggregate) => !aggregate.scrim.isPrivate)
        .map((aggregate) => [aggregate.scrim.id, outsiderCard(aggregate, now)]),
    );
    const outsiders = new EncodedBody(jsonArray([...outsiderJson.values()]));
    return {
      key: range.key,
      region: range.region,
      from: range.from,
      to: range.to,
      aggregates,
      // Waiting players see the waitlist: they get their own answer too.
      memberIds: new Set(
        aggregates.flatMap((aggregate) => [
          ...memberIdsOf(aggregate),
          ...aggregate.waitlist.map((entry) => entry.user.id),
        ]),
      ),
      outsiderJson,
      outsiders,
      validUntil: nextTimeChange(aggregates, now.getTime()),
    };
  }
}
