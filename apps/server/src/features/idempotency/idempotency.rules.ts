import { createHash } from "node:crypto";

/** How long a stored answer is replayed: a client retries within minutes, 24 h covers outages. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** JSON with object keys sorted, so the same request body always reads the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(canonicalJson).join(",")}]`;
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, item]) => `${JSON.stringify(k)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** What a repeat must match: the same method and route, parameters and body (key order aside). */
export function requestFingerprint(request: {
  method: string;
  route: string;
  params: unknown;
  body: unknown;
}): string {
  return createHash("sha256")
    .update(
      canonicalJson([request.method, request.route, request.params ?? {}, request.body ?? null]),
    )
    .digest("hex");
}
