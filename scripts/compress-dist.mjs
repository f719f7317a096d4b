// Post-build step of the web app (`npm run build`): writes a brotli (`.br`) and a gzip (`.gz`) copy
// next to every text asset of apps/web/dist, at the strongest settings (this runs once per build,
// not per request). The server sends them to clients that accept them (web-app plugin).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { webDist } from "./lib.mjs";

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* files(full);
    } else {
      yield full;
    }
  }
}

/** Compresses every asset of `dir`; returns [file, bytes, brotli bytes, gzip bytes] rows. */
export function compressDist(dir = webDist) {
  const rows = [];
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) {
      continue;
    }
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) {
      continue;
    }
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    rows.push([path.relative(dir, file), body.length, br.length, gz.length]);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = compressDist(process.argv[2] ? path.resolve(process.argv[2]) : webDist);
  const total = (i) => rows.reduce((sum, row) => sum + row[i], 0);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `Precompressed ${rows.length} assets: ${kb(total(1))} → brotli ${kb(total(2))}, gzip ${kb(total(3))}`,
  );
}
