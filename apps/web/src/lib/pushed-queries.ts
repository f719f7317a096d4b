import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { hashKey } from "@tanstack/react-query";

/**
 * Socket pushes and HTTP reads of the same data race. A read sent before a change was committed
 * can answer after the push that announced the change (another process read it, the answer was
 * slow), and writing it into the cache would put the older state back for good: no further push
 * comes to correct it. So every write of pushed data counts against its query key (or a prefix
 * of keys), and a read made with `readPastPushes` reads again when such a write landed while it
 * was in flight: it may have read before that change, a new read cannot.
 */
const counts = new WeakMap<QueryClient, Map<string, number>>();

function countsOf(client: QueryClient): Map<string, number> {
  let map = counts.get(client);
  if (!map) {
    map = new Map();
    counts.set(client, map);
  }
  return map;
}

/** Marks a write of pushed (or otherwise newer) data under `key`: reads in flight read again. */
export function notePushed(client: QueryClient, key: QueryKey): void {
  const map = countsOf(client);
  const hash = hashKey(key);
  map.set(hash, (map.get(hash) ?? 0) + 1);
}

/** After this many reads overtaken in a row (a very busy scrim), the last answer stands. */
const MAX_READS = 4;

/**
 * Runs `read` (a query function's fetch) and runs it again while a push under `key` landed during
 * it. `key` is the query's own key or the prefix its pushes are noted under.
 */
export async function readPastPushes<T>(
  client: QueryClient,
  key: QueryKey,
  read: () => Promise<T>,
): Promise<T> {
  const map = countsOf(client);
  const hash = hashKey(key);
  for (let attempt = 1; ; attempt += 1) {
    const before = map.get(hash) ?? 0;
    const answer = await read();
    if ((map.get(hash) ?? 0) === before || attempt >= MAX_READS) {
      return answer;
    }
  }
}
