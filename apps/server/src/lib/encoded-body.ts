import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Bodies below this many bytes go out as they are: compressing them gains nothing. */
export const COMPRESS_MIN_BYTES = 1024;

export type ContentEncoding = "br" | "gzip";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Bodies up to this size are compressed on the event loop: for a scrim's answer (about 5 KB) the
 * round trip to the thread pool cost more than the compression itself (brotli at quality 1:
 * about 35 µs on the 2-core bench machine).
 */
const INLINE_COMPRESS_MAX_BYTES = 64 * 1024;

const brotliOptions = (body: Buffer, quality: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

/** Compresses a body that is kept and sent many times (a hub list): a better ratio, in the pool. */
function compress(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === "br" ? brotli(body, brotliOptions(body, 4)) : gzip(body, { level: 6 });
}

/**
 * Compresses a body made for one answer: small ones at once at the fastest levels (a tenth
 * larger than `compress` makes them, for a third of the time), large ones as `compress` does.
 */
export function compressOnce(body: Buffer, encoding: ContentEncoding): Buffer | Promise<Buffer> {
  if (body.length > INLINE_COMPRESS_MAX_BYTES) {
    return compress(body, encoding);
  }
  return encoding === "br"
    ? zlib.brotliCompressSync(body, brotliOptions(body, 1))
    : zlib.gzipSync(body, { level: 1 });
}

/**
 * The encoding to answer with, from the request's Accept-Encoding: brotli before gzip, none when
 * neither is accepted (an entry with q=0 refuses it).
 */
export function negotiateEncoding(header: string | string[] | undefined): ContentEncoding | null {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  const accepted = new Map<string, number>();
  for (const part of value.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: ContentEncoding) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0 && weight("br") >= weight("gzip")) {
    return "br";
  }
  return weight("gzip") > 0 ? "gzip" : null;
}

function etagOf(body: Buffer): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/**
 * A JSON body made once and sent many times: its bytes, a validator, and each compressed copy a
 * request has asked for, made on the first such request and kept with the body (a list made
 * again on every change would otherwise be compressed twice each time, for one encoding used).
 */
export class EncodedBody {
  readonly body: Buffer;
  readonly etag: string;
  private readonly copies = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(json: string) {
    this.body = Buffer.from(json);
    this.etag = etagOf(this.body);
  }

  /** The body in `encoding`, or undefined when it is too small to be worth compressing. */
  compressed(encoding: ContentEncoding): Promise<Buffer> | undefined {
    if (this.body.length < COMPRESS_MIN_BYTES) {
      return undefined;
    }
    let copy = this.copies.get(encoding);
    if (!copy) {
      copy = compress(this.body, encoding);
      this.copies.set(encoding, copy);
    }
    return copy;
  }
}

/** Adds `Accept-Encoding` to the answer's Vary header (keeping what it names already). */
export function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader("vary");
  const names = (Array.isArray(current) ? current.join(",") : String(current ?? ""))
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === "accept-encoding" || name === "*")) {
    reply.header("vary", [...names, "Accept-Encoding"].join(", "));
  }
}

/** True when the request's If-None-Match names this ETag (weak comparison, as for GET). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) {
    return false;
  }
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/**
 * Answers a JSON body made in advance: `304 Not Modified` when the client holds it already, else
 * the compressed copy its Accept-Encoding takes, made on the first request for it (or the plain
 * bytes, when it takes neither or the body is under 1 KB). The client may keep it but must
 * revalidate (`private, no-cache`).
 */
export async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  encoded: EncodedBody,
): Promise<FastifyReply> {
  reply.header("etag", encoded.etag).header("cache-control", "private, no-cache");
  varyOnEncoding(reply);
  if (notModified(request, encoded.etag)) {
    return reply.status(304).send();
  }
  reply.type("application/json; charset=utf-8");
  const encoding = negotiateEncoding(request.headers["accept-encoding"]);
  const copy = encoding ? encoded.compressed(encoding) : undefined;
  if (encoding && copy) {
    return reply.header("content-encoding", encoding).send(await copy);
  }
  return reply.send(encoded.body);
}
