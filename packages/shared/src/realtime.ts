/**
 * Socket.IO contracts: every feature's `<f>.events.ts` maps are merged here and used as the
 * generics of `new Server<…>()` on the server and `io<…>()` in the browser.
 */
export type ServerToClientEvents = Record<never, never>;
export type ClientToServerEvents = Record<never, never>;

/** Acknowledgement of every client → server event. */
export type Ack = { ok: true } | { ok: false; code: string; error: string };
