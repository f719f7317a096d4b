import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { COMPRESS_MIN_BYTES, EncodedBody, compressOnce } from "./encoded-body";

const json = (bytes: number) => JSON.stringify({ text: "a scrim card ".repeat(bytes / 13) });

describe("EncodedBody", () => {
  it("compresses in an encoding only when first asked, and keeps that copy", async () => {
    const body = new EncodedBody(json(4 * COMPRESS_MIN_BYTES));
    const brotli = body.compressed("br");
    expect(body.compressed("br")).toBe(brotli);
    expect(zlib.brotliDecompressSync(await brotli!).toString()).toBe(body.body.toString());
    const gzip = body.compressed("gzip");
    expect(gzip).not.toBe(brotli);
    expect(zlib.gunzipSync(await gzip!).toString()).toBe(body.body.toString());
  });

  it("leaves a body below the threshold as it is", () => {
    const body = new EncodedBody(json(COMPRESS_MIN_BYTES / 2));
    expect(body.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(body.compressed("br")).toBeUndefined();
    expect(body.compressed("gzip")).toBeUndefined();
  });

  it("names the same bytes by the same weak ETag, and other bytes by another", () => {
    const a = new EncodedBody(json(100));
    expect(new EncodedBody(json(100)).etag).toBe(a.etag);
    expect(a.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(new EncodedBody(json(200)).etag).not.toBe(a.etag);
  });
});

describe("compressOnce", () => {
  it("compresses a scrim-sized answer at once and a large one in the pool, both readable", async () => {
    const small = Buffer.from(json(5 * COMPRESS_MIN_BYTES));
    const large = Buffer.from(json(200 * COMPRESS_MIN_BYTES));
    const brotli = compressOnce(small, "br");
    expect(Buffer.isBuffer(brotli)).toBe(true);
    expect(zlib.brotliDecompressSync(brotli as Buffer).equals(small)).toBe(true);
    expect(zlib.gunzipSync(compressOnce(small, "gzip") as Buffer).equals(small)).toBe(true);
    const pooled = compressOnce(large, "br");
    expect(pooled).toBeInstanceOf(Promise);
    expect(zlib.brotliDecompressSync(await pooled).equals(large)).toBe(true);
  });
});
