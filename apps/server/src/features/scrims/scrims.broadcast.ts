import type { ServerToClientEvents } from "@scrims/shared/realtime";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { usersRepository } from "@/features/users/users.repository";
import type { Deps } from "@/lib/deps";
import { hubQuarterRoom, hubRoom, scrimChatRoom, scrimRoom, userRoom } from "@/lib/rooms";
import { memberIdsOf, presentScrim } from "./scrims.presenter";
import { scrimsRepository, type ScrimAggregate } from "./scrims.repository";

/** Where a scrim was listed (its region's hub, on its start's day), and who may see it while it is private. */
type ScrimPlace = { region: string; startsAt: Date; isPrivate: boolean };

/**
 * The hub rooms that show a scrim placed so: the region's whole hub and the quarter of its start
 * (the watchers of one day are in that day's quarters, lib/rooms.ts).
 */
const hubRoomsOf = (place: Omit<ScrimPlace, "isPrivate">) => [
  hubRoom(place.region),
  hubQuarterRoom(place.region, place.startsAt),
];

/** Where a scrim is listed. */
export const placeOf = (scrim: ScrimAggregate["scrim"]): ScrimPlace => ({
  region: scrim.region,
  startsAt: scrim.gameStartTime,
  isPrivate: scrim.isPrivate,
});

/**
 * A committed change of a scrim. A saved one carries the scrim as its transaction committed it
 * (with its version, by which a client drops an older push that arrives late); a deleted one
 * what is needed to tell its watchers, and only those entitled.
 */
export type ScrimChange =
  | {
      kind: "saved";
      scrimId: string;
      aggregate: ScrimAggregate;
      /** Region, day and privacy before an edit: watchers of the old hub must drop the scrim. */
      before?: ScrimPlace;
    }
  | { kind: "deleted"; scrimId: string; place: ScrimPlace; memberIds: string[] };

type ServerEvent = keyof ServerToClientEvents;
type PayloadOf<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];

/** Sends to the sockets of a room whose user is a member of the private scrim, or an admin. */
async function emitToEntitled<E extends ServerEvent>(
  deps: Deps,
  room: string | string[],
  memberIds: string[],
  event: E,
  payload: PayloadOf<E>,
): Promise<void> {
  // Here or on another process (Redis adapter).
  const sockets = await deps.realtime.in(room).fetchSockets();
  const members = new Set(memberIds);
  const others = [...new Set(sockets.map((s) => s.data.userId))].filter((id) => !members.has(id));
  const admins = await usersRepository.findAdminIds(deps.db, others);
  for (const socket of sockets) {
    if (members.has(socket.data.userId) || admins.has(socket.data.userId)) {
      socket.emit(event, ...([payload] as Parameters<ServerToClientEvents[E]>));
    }
  }
}

/** Sends to a whole room (or rooms, once per socket), or (for a private scrim) to its entitled sockets only. */
async function emitAbout<E extends ServerEvent>(
  deps: Deps,
  audience: { isPrivate: boolean; memberIds: string[] },
  room: string | string[],
  event: E,
  payload: PayloadOf<E>,
): Promise<void> {
  if (audience.isPrivate) {
    await emitToEntitled(deps, room, audience.memberIds, event, payload);
    return;
  }
  deps.realtime.to(room).emit(event, ...([payload] as Parameters<ServerToClientEvents[E]>));
}

async function reload(deps: Deps, scrimId: string): Promise<ScrimAggregate | undefined> {
  const row = await scrimsRepository.findById(deps.db, scrimId);
  if (!row) {
    return undefined;
  }
  const [aggregate] = await scrimsRepository.loadAggregates(deps.db, [row]);
  return aggregate;
}

async function publish(deps: Deps, change: ScrimChange): Promise<void> {
  const { scrimId } = change;
  if (change.kind === "deleted") {
    await deps.hubList.invalidateRegion(change.place.region);
    const audience = { isPrivate: change.place.isPrivate, memberIds: change.memberIds };
    const gone = { type: "delete" as const, scrimId, region: change.place.region };
    await emitAbout(deps, audience, hubRoomsOf(change.place), "getScrimTransaction", gone);
    await emitAbout(deps, audience, scrimRoom(scrimId), "getScrimTransaction", gone);
    return;
  }
  const { aggregate, before } = change;
  const memberIds = memberIdsOf(aggregate);
  const place = placeOf(aggregate.scrim);
  const { region, isPrivate } = place;
  // The hub lists that show it (or showed it) take the scrim as committed: this process's at once
  // (so no request answers the old list once a watcher is told), while the other processes
  // forget theirs, told over Redis as the scrim's room is.
  const invalidated = deps.hubList.scrimSaved(aggregate, before?.region);
  const scrim: ScrimDto = presentScrim(aggregate, null);
  const audience = { isPrivate, memberIds };
  // The scrim's own watchers first: nothing they are sent waits on the hub's round trips.
  await emitAbout(deps, audience, scrimRoom(scrimId), "scrimUpdate", { scrim });
  await invalidated;
  if (before && (before.region !== region || (!before.isPrivate && isPrivate))) {
    // A scrim that was public was seen by all, who must drop it; a private one's id goes only to
    // those who could see it.
    const gone = { type: "delete" as const, scrimId, region: before.region };
    const beforeAudience = { isPrivate: before.isPrivate, memberIds };
    await emitAbout(deps, beforeAudience, hubRoomsOf(before), "getScrimTransaction", gone);
  }
  // Moved to another day of the same hub: the old day's watchers get it too, to drop it.
  const rooms =
    before && before.region === region
      ? [...new Set([...hubRoomsOf(before), ...hubRoomsOf(place)])]
      : hubRoomsOf(place);
  await emitAbout(deps, audience, rooms, "getScrimTransaction", { type: "upsert", scrim });
}

/**
 * Tells watchers about a committed change (and drops the cached hub lists of its region, in every
 * process): `scrimUpdate` to the scrim's room and
 * `getScrimTransaction` to the watchers of its region's hub, with what anyone may see of the scrim
 * (never lobby name or password: entitled clients fetch those over HTTP). Every event about a
 * private scrim, deletions included, reaches only the sockets of its members and of admins.
 * Register it with `afterCommit`; a failure is logged, never turned into a failed request, since
 * the change itself is already saved.
 */
export async function publishScrimChange(deps: Deps, change: ScrimChange): Promise<void> {
  // The moment its watchers' wait starts (the fan-out bench reads it): the first effect of the
  // unit that committed it, unless an earlier one may change the scrim again.
  deps.log.debug({ scrimId: change.scrimId, change: change.kind }, "scrim change committed");
  try {
    await publish(deps, change);
  } catch (error) {
    deps.log.error({ err: error, scrimId: change.scrimId }, "could not broadcast a scrim change");
    // Whichever hub list shows it must not stay as it was.
    await deps.hubList.invalidateAll();
  }
}

/**
 * Tells the players and casters of a scrim that its start time has come, each in their own user
 * room (every socket of theirs, wherever it is connected). Register it with `afterCommit`.
 */
export function announceScrimStart(
  deps: Deps,
  start: { scrimId: string; title: string; userIds: string[] },
): void {
  if (start.userIds.length === 0) {
    return;
  }
  deps.realtime
    .to(start.userIds.map(userRoom))
    .emit("scrimStartNotification", { scrimId: start.scrimId, title: start.title });
}

/** The rooms of a scrim an event goes to: its page, its page and its region's hub, its chat. */
const SCRIM_ROOMS = {
  room: (scrim: ScrimAggregate["scrim"]) => [scrimRoom(scrim.id)],
  watchers: (scrim: ScrimAggregate["scrim"]) => [
    scrimRoom(scrim.id),
    ...hubRoomsOf(placeOf(scrim)),
  ],
  chat: (scrim: ScrimAggregate["scrim"]) => [scrimChatRoom(scrim.id)],
};

/** One event of `emitToScrimAudience`: its payload typed by its name. */
export type ScrimSend = {
  [E in ServerEvent]: { to: keyof typeof SCRIM_ROOMS; event: E; payload: PayloadOf<E> };
}[ServerEvent];

/**
 * Sends events about a committed scrim, each to rooms of it (once per socket), reading the scrim
 * once. While it is private only the sockets of its members and admins get them, as they are when
 * the event goes out: a socket that joined a room while it could see the scrim (a player kicked
 * since, an admin no longer one, a watcher of a scrim made private since) hears nothing more.
 * Register it with `afterCommit`; a failure is logged.
 */
export async function emitToScrimAudience(
  deps: Deps,
  scrimId: string,
  sends: ScrimSend[],
): Promise<void> {
  try {
    const aggregate = await reload(deps, scrimId);
    if (!aggregate) {
      return;
    }
    const audience = { isPrivate: aggregate.scrim.isPrivate, memberIds: memberIdsOf(aggregate) };
    for (const send of sends) {
      const rooms = SCRIM_ROOMS[send.to](aggregate.scrim);
      await emitAbout(deps, audience, rooms, send.event, send.payload as never);
    }
  } catch (error) {
    const events = sends.map((send) => send.event);
    deps.log.error({ err: error, scrimId, events }, "could not send a scrim event");
  }
}

/**
 * Sends one event about a committed scrim to its room (only its members' and admins' sockets
 * while it is private). Register it with `afterCommit`; a failure is logged.
 */
export function emitToScrimRoom<E extends ServerEvent>(
  deps: Deps,
  scrimId: string,
  event: E,
  payload: PayloadOf<E>,
): Promise<void> {
  return emitToScrimAudience(deps, scrimId, [{ to: "room", event, payload } as ScrimSend]);
}
