// Benchmark: Lighthouse (mobile, default simulated throttling) on the landing page as a visitor,
// and on the Scrims Hub and a scrim page as a signed-in player. Builds the web app if needed,
// starts the real server on a fresh data folder, signs a player in locally, stores the token where
// the web app keeps it (localStorage "scrims.session"), seeds a scrim, and prints performance,
// accessibility, FCP and LCP per page. Uses Debian's Chromium (CHROMIUM_PATH); never downloads
// one. Run with `node scripts/bench/lighthouse.mjs` (BENCH_PORT to move the server's port).
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { startBenchServer } from "./bench-server.mjs";

const port = Number(process.env.BENCH_PORT ?? 3291);
const adminEmail = "bench-admin@example.test";
const SESSION_TOKEN_KEY = "scrims.session";

async function api(method, url, { token, body } = {}) {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) {
    throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  }
  return res.json();
}

/** A registered admin (so he may create the scrim) through local sign-in; returns his token. */
async function signUpAdmin() {
  const login = await api("POST", "/api/auth/dev-login", { body: { email: adminEmail } });
  const registered = await api("POST", "/api/auth/register", {
    token: login.token,
    body: {
      name: "Bench Admin",
      summonerTagline: "NA1",
      region: "NA",
      discord: "bench_admin",
      rank: "Gold 2",
    },
  });
  return registered.token;
}

/**
 * Two hours ahead, or half an hour ago when that is tomorrow already: the hub opens on today (in
 * this machine's time zone, Chromium's too), and must show the scrim it is measured with.
 */
function startOnToday(now = new Date()) {
  const ahead = new Date(now.getTime() + 2 * 60 * 60_000);
  return ahead.getDate() === now.getDate() ? ahead : new Date(now.getTime() - 30 * 60_000);
}

async function seedScrim(token) {
  const scrim = await api("POST", "/api/scrims", {
    token,
    body: {
      title: "Bench lobby",
      gameStartTime: startOnToday().toISOString(),
      region: "NA",
    },
  });
  return scrim._id;
}

async function audit(chrome, url, { token } = {}) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  if (token) {
    // The session lives in localStorage: write it at the origin, and keep Lighthouse from
    // clearing the origin's storage before it loads the page.
    await page.goto(`${baseUrl}/favicon.svg`);
    await page.evaluate((key, value) => localStorage.setItem(key, value), SESSION_TOKEN_KEY, token);
  }
  // Keeping the storage also keeps the HTTP cache, where the pages audited before left their
  // scripts: every page is measured on a cold cache, as Lighthouse does by default.
  const cdp = await page.createCDPSession();
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
  const result = await lighthouse(
    url,
    {
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility"],
      disableStorageReset: Boolean(token),
    },
    undefined,
    page,
  );
  await page.close();
  await browser.disconnect();
  const { lhr } = result;
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, "-")}.json`;
    fs.writeFileSync(
      path.join(process.env.LIGHTHOUSE_REPORT_DIR, `lighthouse${name}`),
      result.report,
    );
  }
  if (lhr.runtimeError) {
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const failing = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0),
    )
    .map((a) => a.id);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    fcp: lhr.audits["first-contentful-paint"].displayValue,
    lcp: lhr.audits["largest-contentful-paint"].displayValue,
    tbt: lhr.audits["total-blocking-time"].displayValue,
    cls: lhr.audits["cumulative-layout-shift"].displayValue,
    // Lighthouse's own measure of the machine's CPU speed at the time (higher is faster): the
    // scores move with it, so it is printed beside them.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    a11yFailing: failing,
    lcpElement:
      lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet,
  };
}

const { baseUrl, stop } = await startBenchServer({
  port,
  env: { ADMIN_EMAILS: adminEmail, SCHEDULER: "off" },
});
let chrome;
try {
  const token = await signUpAdmin();
  const scrimId = await seedScrim(token);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    // --no-sandbox: Chromium refuses to start as root with its sandbox (as Playwright passes too).
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  const pages = [
    { name: "landing", url: `${baseUrl}/` },
    { name: "hub", url: `${baseUrl}/scrims`, token },
    { name: "scrim", url: `${baseUrl}/scrims/${scrimId}`, token },
  ];
  console.log("Lighthouse mobile (simulated throttling); figures vary with the machine's load\n");
  for (const page of pages) {
    const r = await audit(chrome, page.url, page);
    console.log(
      `${page.name.padEnd(8)} performance ${String(r.performance).padStart(3)}  accessibility ${String(r.accessibility).padStart(3)}  FCP ${r.fcp}  LCP ${r.lcp}  TBT ${r.tbt}  CLS ${r.cls}  CPU index ${r.benchmarkIndex}`,
    );
    if (process.env.LIGHTHOUSE_DETAILS) {
      console.log(`         LCP element: ${r.lcpElement}`);
      console.log(`         accessibility audits failing: ${r.a11yFailing.join(", ") || "none"}`);
    }
  }
} finally {
  await chrome?.kill();
  await stop();
}
