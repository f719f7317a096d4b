// Benchmark: Lighthouse (mobile, default simulated throttling) on the landing page as a visitor,
// and on the Scrims Hub and a scrim page as a signed-in player. Builds the web app if needed,
// starts the real server on a fresh data folder, signs a player in locally, stores the token where
// the web app keeps it (localStorage "scrims.session"), seeds a scrim, and prints performance,
// accessibility, FCP and LCP per page, in LIGHTHOUSE_RUNS rounds (3 by default: one run's score
// moves with the machine), then a RESULT line per page with every run against issue 12's goal.
// Uses Debian's Chromium (CHROMIUM_PATH); never downloads one. Run with
// `node scripts/bench/lighthouse.mjs` (BENCH_PORT to move the server's port).
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { startBenchServer } from "./bench-server.mjs";

const port = Number(process.env.BENCH_PORT ?? 3291);
const rounds = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * Lighthouse's own failures to record a trace (NO_NAVSTART, NO_FCP, …): it asks to be run again,
 * so a run that hit one is tried again, up to this many times, and said so.
 */
const ATTEMPTS = 3;
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

class LighthouseRunError extends Error {}

/** One audit, tried again when Lighthouse itself failed to record the page. */
async function auditWithRetry(chrome, url, options) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(chrome, url, options);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === ATTEMPTS) {
        throw error;
      }
      console.log(`         (Lighthouse failed to record the run, trying again: ${error.message})`);
    }
  }
}

async function audit(chrome, url, { token } = {}) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  // The session lives in localStorage: write it at the origin for a player, and keep Lighthouse
  // from clearing the origin's storage before it loads the page. For a visitor remove it: the
  // profile keeps localStorage from one audit to the next (Lighthouse's reset leaves it), and with
  // a session the landing sends a player on to the hub.
  await page.goto(`${baseUrl}/favicon.svg`);
  await page.evaluate(
    (key, value) =>
      value === undefined ? localStorage.removeItem(key) : localStorage.setItem(key, value),
    SESSION_TOKEN_KEY,
    token,
  );
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
    throw new LighthouseRunError(`${url}: ${lhr.runtimeError.message}`);
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
    // The goals: the landing ≥ 95 in performance and accessibility, the signed-in pages ≥ 90.
    { name: "landing", url: `${baseUrl}/`, goals: { performance: 95, accessibility: 95 } },
    { name: "hub", url: `${baseUrl}/scrims`, token, goals: { performance: 90 } },
    { name: "scrim", url: `${baseUrl}/scrims/${scrimId}`, token, goals: { performance: 90 } },
  ];
  console.log("Lighthouse mobile (simulated throttling); figures vary with the machine's load\n");
  const runs = new Map(pages.map((page) => [page.name, []]));
  for (let round = 1; round <= rounds; round += 1) {
    if (rounds > 1) {
      console.log(`Round ${round} of ${rounds}`);
    }
    for (const page of pages) {
      const r = await auditWithRetry(chrome, page.url, page);
      runs.get(page.name).push(r);
      console.log(
        `${page.name.padEnd(8)} performance ${String(r.performance).padStart(3)}  accessibility ${String(r.accessibility).padStart(3)}  FCP ${r.fcp}  LCP ${r.lcp}  TBT ${r.tbt}  CLS ${r.cls}  CPU index ${r.benchmarkIndex}`,
      );
      if (process.env.LIGHTHOUSE_DETAILS) {
        console.log(`         LCP element: ${r.lcpElement}`);
        console.log(`         accessibility audits failing: ${r.a11yFailing.join(", ") || "none"}`);
      }
    }
  }
  for (const page of pages) {
    const results = runs.get(page.name);
    const figures = ["performance", "accessibility"].map((key) => {
      const scores = results.map((r) => r[key]);
      const goal = page.goals[key];
      const met = scores.filter((score) => score >= goal).length;
      return `${key} ${scores.join(", ")}${goal ? ` (goal ≥ ${goal}: ${met} of ${scores.length} runs)` : ""}`;
    });
    console.log(`RESULT Lighthouse ${page.name}: ${figures.join("; ")}`);
  }
} finally {
  await chrome?.kill();
  await stop();
}
