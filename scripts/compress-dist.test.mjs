import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, expect, it } from "vitest";
import { compressDist } from "./compress-dist.mjs";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "scrims-compress-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it("writes brotli and gzip copies of the text assets of 1 KB or more, and of nothing else", () => {
  fs.mkdirSync(path.join(dir, "assets"));
  const script = `export const scrims = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Scrim ${i}`))};`;
  fs.writeFileSync(path.join(dir, "assets", "index-abc123.js"), script);
  fs.writeFileSync(path.join(dir, "index.html"), `<!doctype html>${"<p>Scrims</p>".repeat(100)}`);
  fs.writeFileSync(path.join(dir, "assets", "tiny-abc.css"), "a{color:red}");
  fs.writeFileSync(path.join(dir, "assets", "font-abc.woff2"), Buffer.alloc(4096, 1));

  const rows = compressDist(dir);

  expect(rows.map(([file]) => file).sort()).toEqual([
    path.join("assets", "index-abc123.js"),
    "index.html",
  ]);
  const js = path.join(dir, "assets", "index-abc123.js");
  expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(script);
  expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(script);
  expect(fs.statSync(`${js}.br`).size).toBeLessThan(script.length);
  expect(fs.existsSync(path.join(dir, "assets", "tiny-abc.css.br"))).toBe(false);
  expect(fs.existsSync(path.join(dir, "assets", "font-abc.woff2.br"))).toBe(false);
});
