import { regionSchema } from "@scrims/shared/common/regions";
import type { Ack } from "@scrims/shared/realtime";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { z } from "zod";
import { usersRepository } from "@/features/users/users.repository";
import type { Deps } from "@/lib/deps";
import { AppError } from "@/lib/errors";
import { hubRoom, scrimRoom } from "@/lib/rooms";
import type { AppSocket, SocketData } from "@/plugins/socket";
import { membershipOf, presentScrim } from "./scrims.presenter";
import { isMember } from "./scrims.policy";
import { getScrim } from "./scrims.service";

export type ScrimChange = {
  scrimId: string;
  region: string;
  isPrivate: boolean;
  gameStartTime: Date | string;
  /** Region and privacy before an edit: watchers of the old hub must drop the scrim. */
  before?: { region: string; isPrivate: boolean };
  deleted?: boolean;
};

/** A socket as fetchSockets() returns it, here or on another process (Redis adapter). */
type RemoteSocketLike = { data: SocketData; emit: (event: string, payload: unknown) => unknown };

/** Who among these sockets' users may see a private scrim: its members and admins. */
async function entitled(deps: Deps, sockets: RemoteSocketLike[], memberIds: Set<string>) {
  const adminOf = new Map<string, boolean>();
  for (const userId of new Set(sockets.map((s) => s.data.userId))) {
    if (!memberIds.has(userId)) {
      adminOf.set(userId, (await usersRepository.findById(deps.db, userId))?.isAdmin === true);
    }
  }
  return sockets.filter((s) => memberIds.has(s.data.userId) || adminOf.get(s.data.userId));
}

function memberIdsOf(scrim: ReturnType<typeof membershipOf>): Set<string> {
  return new Set(
    [scrim.createdById, scrim.lobbyHostId, ...scrim.playerIds, ...scrim.casterIds].filter(
      (id): id is string => id !== null,
    ),
  );
}

async function emitToEntitled(
  deps: Deps,
  room: string,
  memberIds: Set<string>,
  event: string,
  payload: unknown,
): Promise<void> {
  const sockets = (await deps.realtime.in(room).fetchSockets()) as unknown as RemoteSocketLike[];
  for (const socket of await entitled(deps, sockets, memberIds)) {
    socket.emit(event, payload);
  }
}

/**
 * Tells watchers about a committed change. `scrimUpdate` goes to the scrim's room and
 * `getScrimTransaction` to the watchers of its region's hub, with what anyone may see of the scrim
 * (never lobby name or password: entitled clients fetch those over HTTP). A private scrim reaches
 * only the sockets of its members and of admins. Call only after COMMIT; a failure to broadcast is
 * logged, never turned into a failed request, since the change itself is already saved.
 */
export async function publishScrimChange(deps: Deps, change: ScrimChange): Promise<void> {
  const io = deps.realtime;
  try {
    const { scrimId, region } = change;
    if (
      change.before &&
      (change.before.region !== region || (!change.before.isPrivate && change.isPrivate))
    ) {
      const gone = { type: "delete" as const, scrimId, region: change.before.region };
      io.to(hubRoom(change.before.region)).emit("getScrimTransaction", gone);
    }
    if (change.deleted) {
      const gone = { type: "delete" as const, scrimId, region };
      io.to(hubRoom(region)).emit("getScrimTransaction", gone);
      io.to(scrimRoom(scrimId)).emit("getScrimTransaction", gone);
      return;
    }
    const aggregate = await getScrim(deps, scrimId);
    const scrim: ScrimDto = presentScrim(aggregate, null);
    const upsert = { type: "upsert" as const, scrim };
    if (!aggregate.scrim.isPrivate) {
      io.to(scrimRoom(scrimId)).emit("scrimUpdate", { scrim });
      io.to(hubRoom(scrim.region)).emit("getScrimTransaction", upsert);
      return;
    }
    const memberIds = memberIdsOf(membershipOf(aggregate));
    await emitToEntitled(deps, scrimRoom(scrimId), memberIds, "scrimUpdate", { scrim });
    await emitToEntitled(deps, hubRoom(scrim.region), memberIds, "getScrimTransaction", upsert);
  } catch (error) {
    deps.log.error({ err: error, scrimId: change.scrimId }, "could not broadcast a scrim change");
  }
}

const scrimRoomInputSchema = z.object({ scrimId: z.uuid() });
const hubInputSchema = z.object({ region: regionSchema });

function refuse(error: unknown): Ack {
  if (error instanceof AppError) {
    return { ok: false, code: error.code, error: error.message };
  }
  if (error instanceof z.ZodError) {
    return {
      ok: false,
      code: "VALIDATION_FAILED",
      error: error.issues[0]?.message ?? "Invalid input",
    };
  }
  return {
    ok: false,
    code: "INTERNAL",
    error: "Something went wrong on our side. Please try again later.",
  };
}

/** Runs a client event: validates, authorizes, and always acknowledges (when the client asked). */
function handle<T>(
  deps: Deps,
  schema: z.ZodType<T>,
  run: (input: T) => Promise<void>,
): (payload: unknown, ack?: unknown) => void {
  return (payload, ack) => {
    const reply = typeof ack === "function" ? (ack as (result: Ack) => void) : () => {};
    Promise.resolve()
      .then(() => run(schema.parse(payload)))
      .then(
        () => reply({ ok: true }),
        (error: unknown) => {
          if (!(error instanceof AppError) && !(error instanceof z.ZodError)) {
            deps.log.error({ err: error }, "socket event failed");
          }
          reply(refuse(error));
        },
      );
  };
}

/**
 * The scrim events of one socket: watch a scrim (its room) or a region's hub. A private scrim's
 * room is open only to its members and admins; anyone signed in may watch a public one.
 */
export function registerScrimSocketHandlers(deps: Deps, socket: AppSocket): void {
  const { userId } = socket.data;

  socket.on(
    "join_scrim_room",
    handle(deps, scrimRoomInputSchema, async ({ scrimId }) => {
      const aggregate = await getScrim(deps, scrimId);
      if (aggregate.scrim.isPrivate && !isMember(membershipOf(aggregate), userId)) {
        const user = await usersRepository.findById(deps.db, userId);
        if (!user?.isAdmin) {
          throw new AppError(
            "FORBIDDEN",
            "Only this private scrim's players, casters and admins can watch it",
          );
        }
      }
      await socket.join(scrimRoom(scrimId));
    }),
  );
  socket.on(
    "leave_scrim_room",
    handle(deps, scrimRoomInputSchema, async ({ scrimId }) => {
      await socket.leave(scrimRoom(scrimId));
    }),
  );
  socket.on(
    "join_region_hub",
    handle(deps, hubInputSchema, async ({ region }) => {
      await socket.join(hubRoom(region));
    }),
  );
  socket.on(
    "leave_region_hub",
    handle(deps, hubInputSchema, async ({ region }) => {
      await socket.leave(hubRoom(region));
    }),
  );
}
