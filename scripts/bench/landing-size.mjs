// Benchmark: what the landing page's first load costs a visitor. Starts the real server on a
// fresh data folder, opens / in Chromium, waits for the page to settle, and prints every script
// it fetched with raw and gzipped sizes. Run with `npm run bench:landing`
// (builds first when the build is missing or stale).
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
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") {
      const body = await response.body();
      scripts.push({
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    }
  });
  await page.goto(baseUrl, { waitUntil: "networkidle" });
  await page.getByRole("heading", { level: 1 }).waitFor();
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
} finally {
  await stop();
}
