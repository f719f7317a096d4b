// Benchmark: what the landing page's first load costs a visitor. Starts the real server on a
// fresh data folder, opens / in Chromium, waits for the page to settle, and prints every script
// it fetched with raw and gzipped sizes (the first-load goal is ≤ 150 KB gzipped), then what the
// whole load transferred as the server sent it (compressed, by Content-Encoding). Run with
// `npm run bench:landing` (builds first when the build is missing or stale).
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { startBenchServer } from "./bench-server.mjs";

const port = Number(process.env.BENCH_PORT ?? 3290);
const { baseUrl, stop } = await startBenchServer({ port });

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const page = await browser.newPage();
  const scripts = [];
  const transfers = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    transfers.push(
      (async () => {
        const { responseBodySize } = await response.request().sizes();
        const encoding = (await response.allHeaders())["content-encoding"];
        const body = await response.body();
        if (type === "script") {
          scripts.push({
            url: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          });
        }
        return { type, sent: responseBodySize, raw: body.length, encoding };
      })(),
    );
  });
  await page.goto(baseUrl, { waitUntil: "networkidle" });
  await page.getByRole("heading", { level: 1 }).waitFor();
  const loaded = await Promise.all(transfers);
  await browser.close();

  scripts.sort((a, b) => b.gzip - a.gzip);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const script of scripts) {
    console.log(
      `${kb(script.gzip).padStart(9)} gzip ${kb(script.raw).padStart(10)} raw  ${script.url}`,
    );
  }
  const total = scripts.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), {
    raw: 0,
    gzip: 0,
  });
  console.log(
    `\nlanding first load: ${scripts.length} scripts, ${kb(total.gzip)} gzipped (${kb(total.raw)} raw)`,
  );
  // The build precompresses text assets of 1 KiB or more (scripts/compress-dist.mjs): below
  // that, compressing saves less than its header costs.
  const code = loaded.filter(
    (r) => (r.type === "script" || r.type === "stylesheet") && r.raw >= 1024,
  );
  const compressed = code.filter((r) => r.encoding === "br" || r.encoding === "gzip");
  const sent = loaded.reduce((sum, r) => sum + r.sent, 0);
  const raw = loaded.reduce((sum, r) => sum + r.raw, 0);
  console.log(
    `landing transferred: ${loaded.length} responses, ${kb(sent)} sent for ${kb(raw)} (scripts and stylesheets of 1 KiB or more: ${compressed.length} of ${code.length} compressed, ${[...new Set(compressed.map((r) => r.encoding))].join(", ") || "none"})`,
  );
  console.log(
    `RESULT landing: first-load JS ${kb(total.gzip)} gzipped in ${scripts.length} scripts (goal ≤ 150 KB); ${kb(sent)} transferred in all, ${compressed.length} of ${code.length} scripts and stylesheets of 1 KiB or more compressed (goal: all)`,
  );
} finally {
  await stop();
}
