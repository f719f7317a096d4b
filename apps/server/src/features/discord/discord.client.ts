import { setTimeout as sleep } from "node:timers/promises";

/** How one post ended: delivered, or the webhook is gone (404 Unknown Webhook). */
type DiscordPostResult = { status: "sent" } | { status: "gone"; error: string };

export type DiscordClient = {
  /** Posts to an execute-webhook URL. Throws when Discord fails otherwise (retried by the job). */
  execute: (url: string, payload: unknown) => Promise<DiscordPostResult>;
};

/** Each attempt's timeout. */
const TIMEOUT_MS = 10_000;
/** 429s waited out per post before the job gives up (and retries later). */
const MAX_RATE_LIMIT_WAITS = 5;
/** Longer waits than this are left to the job's retry rather than held in a request. */
const MAX_WAIT_MS = 60_000;

/** Seconds from a header or a JSON field, as milliseconds; undefined when absent or not a number. */
function secondsToMs(value: unknown): number | undefined {
  const seconds = typeof value === "string" ? Number(value) : value;
  return typeof seconds === "number" && Number.isFinite(seconds) && seconds >= 0
    ? Math.ceil(seconds * 1000)
    : undefined;
}

async function retryAfterOf(response: Response): Promise<number> {
  const body = (await response.json().catch(() => undefined)) as
    { retry_after?: unknown } | undefined;
  return secondsToMs(body?.retry_after) ?? secondsToMs(response.headers.get("retry-after")) ?? 1000;
}

/**
 * The Discord client of this process. It keeps each webhook's bucket: after an answer with
 * `X-RateLimit-Remaining: 0` the next post to that webhook waits `X-RateLimit-Reset-After`; a 429
 * waits the body's `retry_after` and tries again.
 */
export function createDiscordClient(): DiscordClient {
  /** Webhook URL → when its next post may go (ms since the epoch). */
  const nextPostAt = new Map<string, number>();

  async function waitForBucket(url: string) {
    const wait = (nextPostAt.get(url) ?? 0) - Date.now();
    if (wait > MAX_WAIT_MS) {
      throw new Error(`Discord rate limit: next post in ${wait} ms`);
    }
    if (wait > 0) {
      await sleep(wait);
    }
  }

  function keepBucket(url: string, response: Response) {
    const resetAfter = secondsToMs(response.headers.get("x-ratelimit-reset-after"));
    if (response.headers.get("x-ratelimit-remaining") === "0" && resetAfter !== undefined) {
      nextPostAt.set(url, Date.now() + resetAfter);
    } else {
      nextPostAt.delete(url);
    }
  }

  return {
    async execute(url, payload) {
      for (let waits = 0; ; waits += 1) {
        await waitForBucket(url);
        const response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: "error",
        });
        keepBucket(url, response);
        if (response.status === 429) {
          const retryAfter = await retryAfterOf(response);
          if (waits >= MAX_RATE_LIMIT_WAITS || retryAfter > MAX_WAIT_MS) {
            throw new Error(`Discord rate limit: retry after ${retryAfter} ms`);
          }
          await sleep(retryAfter);
          continue;
        }
        if (response.status === 404) {
          const body = (await response.json().catch(() => undefined)) as
            { message?: unknown } | undefined;
          const message = typeof body?.message === "string" ? body.message : "Not Found";
          return { status: "gone", error: `Discord answered 404 (${message.slice(0, 200)})` };
        }
        await response.body?.cancel();
        if (!response.ok) {
          throw new Error(`Discord answered ${response.status}`);
        }
        return { status: "sent" };
      }
    },
  };
}
