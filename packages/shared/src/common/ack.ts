/**
 * Acknowledgement of every client → server socket event: `{ok: true}`, or a refusal with the
 * same `{code, error}` an HTTP error carries. Its own file, so each feature's `<f>.events.ts` can
 * use it without importing `realtime.ts`, which imports them.
 */
export type Ack = { ok: true } | { ok: false; code: string; error: string };
