import type { Ack } from "../common/ack";
import type { HubWatchInput, ScrimDto } from "./scrims.schema";

/** Server → client scrim events. Payloads are the HTTP DTOs, as the viewer may see them. */
export interface ScrimServerEvents {
  /** A scrim the socket watches (its room) changed; sent after the change is committed. */
  scrimUpdate: (payload: { scrim: ScrimDto }) => void;
  /** A public scrim of a watched region and day was created, changed or deleted. */
  getScrimTransaction: (
    payload:
      { type: "upsert"; scrim: ScrimDto } | { type: "delete"; scrimId: string; region: string },
  ) => void;
  /** A scrim the user plays or casts in has reached its start time (to each one's user room). */
  scrimStartNotification: (payload: { scrimId: string; title: string }) => void;
  /**
   * The scrim's tournament code is ready (to the scrim's room; the code itself is fetched over
   * HTTP by those entitled to it).
   */
  tournamentInitialized: (payload: { scrimId: string }) => void;
  /** No code for this game: the option is off or the server has no Riot key (manual lobby). */
  tournamentSkipped: (payload: { scrimId: string; reason: "disabled" | "no-key" }) => void;
  /** Riot failed after retries: the players create the lobby by hand. */
  tournamentError: (payload: { scrimId: string; error: string }) => void;
}

/** Client → server scrim events; each is acknowledged. */
export interface ScrimClientEvents {
  join_scrim_room: (payload: { scrimId: string }, ack: (result: Ack) => void) => void;
  leave_scrim_room: (payload: { scrimId: string }, ack: (result: Ack) => void) => void;
  /**
   * Watch the hub list of one region (public scrims only): of the day on view when
   * startDate/endDate are given (hubWatchInputSchema), else of every day. A socket watches one
   * view of a region: joining again replaces it.
   */
  join_region_hub: (payload: HubWatchInput, ack: (result: Ack) => void) => void;
  /** Stops watching the region's hub, whatever view of it was joined. */
  leave_region_hub: (payload: { region: string }, ack: (result: Ack) => void) => void;
}
