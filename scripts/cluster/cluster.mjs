// The production shape on one machine, for `npm run test:cluster`: a fresh PostgreSQL database,
// a Redis of its own, the Riot fake, two app processes and Debian's nginx in front of them with
// the very config file compose.yaml uses. Every process is a child of this one, known by its pid
// and stopped by it (`stop()`), whatever happened before.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { root, serverCommand, startRedisServer } from "../lib.mjs";

/** The nginx snippet shared with compose.yaml (mounted there under /etc/nginx/templates/). */
export const nginxTemplate = path.join(root, "deploy/nginx/scrims.conf.template");

const NGINX_BIN = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

/**
 * Fills `${NAME}` / `$NAME` for the names given and leaves every other `$` alone, as the official
 * nginx image's envsubst does (it substitutes only variables defined in its environment).
 */
export function renderTemplate(text, values) {
  const names = Object.keys(values).join("|");
  const rendered = text.replace(
    new RegExp(`\\$\\{(${names})\\}|\\$(${names})\\b`, "g"),
    (_, a, b) => String(values[a ?? b]),
  );
  const left = /\$\{([A-Z0-9_]+)\}/.exec(rendered);
  if (left) {
    throw new Error(`${path.basename(nginxTemplate)}: no value for \${${left[1]}}`);
  }
  return rendered;
}

async function waitFor(check, what, timeoutMs, isDead = () => false) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (isDead()) {
      throw new Error(`${what}: the process exited`);
    }
    try {
      if (await check()) {
        return;
      }
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      throw new Error(`${what}: not ready after ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Exit of a child, or at once when it has already exited. */
function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve();
  }
  return new Promise((resolve) => child.once("exit", resolve));
}

export class Cluster {
  /**
   * `ports`: nginx and the two app processes. `databaseUrl`: a PostgreSQL server to make the
   * database on (dropped at stop). `redisUrl`: use this Redis instead of starting one.
   */
  constructor({ ports, databaseUrl, redisUrl, riot, env = {} }) {
    this.ports = ports;
    this.adminUrl = databaseUrl;
    /** Set here when given, else once the cluster's own redis-server runs. */
    this.redisUrl = redisUrl;
    this.riot = riot;
    this.extraEnv = env;
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), "scrims-cluster-"));
    this.databaseName = `scrims_cluster_${process.pid}_${Date.now()}`;
    /** name → ChildProcess of the app processes ("a", "b"). */
    this.apps = new Map();
    this.others = [];
    this.logs = path.join(this.dir, "logs");
    fs.mkdirSync(this.logs);
  }

  get url() {
    return `http://127.0.0.1:${this.ports.nginx}`;
  }

  appUrl(name) {
    return `http://127.0.0.1:${this.ports[name]}`;
  }

  get databaseUrl() {
    const url = new URL(this.adminUrl);
    url.pathname = `/${this.databaseName}`;
    return url.toString();
  }

  async start() {
    await this.#createDatabase();
    await this.#startRedis();
    // Both at once, as replicas start: the migrations' advisory lock lets one of them migrate.
    await Promise.all([this.startApp("a"), this.startApp("b")]);
    await this.#startNginx();
  }

  async #createDatabase() {
    const admin = new pg.Client({ connectionString: this.adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database "${this.databaseName}"`);
      this.databaseCreated = true;
    } finally {
      await admin.end();
    }
  }

  async #startRedis() {
    if (this.redisUrl) {
      return;
    }
    const log = fs.openSync(path.join(this.logs, "redis.log"), "a");
    try {
      const { url, child } = await startRedisServer(["ignore", log, log]);
      this.others.push(child);
      this.redisUrl = url;
    } finally {
      fs.closeSync(log);
    }
  }

  /** The environment of an app process: production shape, on loopback, talking to the fakes. */
  appEnv(name) {
    return {
      PATH: process.env.PATH ?? "",
      PORT: String(this.ports[name]),
      HOST: "127.0.0.1",
      PUBLIC_URL: this.url,
      DATABASE_URL: this.databaseUrl,
      REDIS_URL: this.redisUrl,
      // One nginx in front: the client is the address nginx saw.
      TRUST_PROXY: "1",
      DATA_DIR: path.join(this.dir, `data-${name}`),
      WEB_DIST_DIR: path.join(root, "apps/web/dist"),
      LOG_LEVEL: "warn",
      RIOT_API_KEY: this.riot.apiKey,
      RIOT_API_BASE_URL: `${this.riot.url}/{host}`,
      DDRAGON_BASE_URL: this.riot.url,
      ...this.extraEnv,
    };
  }

  isRunning(name) {
    const child = this.apps.get(name);
    return Boolean(child && child.exitCode === null && child.signalCode === null);
  }

  /** Starts (or starts again) app process `name` and waits until it answers. */
  async startApp(name) {
    if (this.isRunning(name)) {
      throw new Error(`app ${name} is already running`);
    }
    const { args, cwd } = serverCommand;
    const child = this.#spawn(`app-${name}`, process.execPath, args, this.appEnv(name), cwd);
    this.apps.set(name, child);
    await waitFor(
      // The ready check a load balancer or orchestrator would make.
      async () => (await fetch(`${this.appUrl(name)}/api/health/ready`)).ok,
      `app ${name}`,
      // A loaded CI machine starts slowly.
      120_000,
      () => child.exitCode !== null || child.signalCode !== null,
    );
    return child.pid;
  }

  /** Sends `signal` to app `name` and waits for it to exit. */
  async signalApp(name, signal) {
    const child = this.apps.get(name);
    if (!child) {
      throw new Error(`no app ${name}`);
    }
    const done = exited(child);
    child.kill(signal);
    await done;
    return { code: child.exitCode, signal: child.signalCode };
  }

  async #startNginx() {
    const prefix = path.join(this.dir, "nginx");
    fs.mkdirSync(path.join(prefix, "conf.d"), { recursive: true });
    fs.mkdirSync(path.join(prefix, "logs"));
    fs.mkdirSync(path.join(prefix, "temp"));
    // Running as root, nginx's workers drop to an unprivileged user that must write its temp files.
    fs.chmodSync(this.dir, 0o755);
    fs.chmodSync(prefix, 0o755);
    fs.chmodSync(path.join(prefix, "temp"), 0o777);
    const snippet = renderTemplate(fs.readFileSync(nginxTemplate, "utf8"), {
      SCRIMS_LISTEN: `127.0.0.1:${this.ports.nginx}`,
      SCRIMS_APP_1: `127.0.0.1:${this.ports.a}`,
      SCRIMS_APP_2: `127.0.0.1:${this.ports.b}`,
    });
    fs.writeFileSync(path.join(prefix, "conf.d/scrims.conf"), snippet);
    // The outer file plays the part of the image's own nginx.conf: it only includes conf.d/.
    const temp = path.join(prefix, "temp");
    const user = process.getuid?.() === 0 ? "user nobody nogroup;\n" : "";
    fs.writeFileSync(
      path.join(prefix, "nginx.conf"),
      `${user}worker_processes 1;
pid ${path.join(prefix, "nginx.pid")};
error_log ${path.join(this.logs, "nginx-error.log")} warn;
events { worker_connections 1024; }
http {
  log_format upstreams '$request $status upstream=$upstream_addr $upstream_status';
  access_log ${path.join(this.logs, "nginx-access.log")} upstreams;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${path.join(prefix, "conf.d")}/*.conf;
}
`,
    );
    const child = this.#spawn(
      "nginx",
      NGINX_BIN,
      ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-g", "daemon off;"],
      {},
    );
    this.others.push(child);
    await waitFor(
      async () => (await fetch(`${this.url}/api/server-status`)).ok,
      "nginx",
      15_000,
      () => child.exitCode !== null,
    );
  }

  #spawn(name, command, args, env, cwd = root) {
    const log = fs.openSync(path.join(this.logs, `${name}.log`), "a");
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", log, log] });
    fs.closeSync(log);
    return child;
  }

  /** The last lines of every log, for a failed run. */
  tailLogs(lines = 30) {
    return fs
      .readdirSync(this.logs)
      .map((file) => {
        let text = fs.readFileSync(path.join(this.logs, file), "utf8").trimEnd().split("\n");
        if (file === "nginx-access.log") {
          // Only what went wrong at the load balancer.
          text = text.filter((entry) => !/ (1|2|3)\d\d upstream=/.test(entry));
        }
        return `--- ${file}\n${text.slice(-lines).join("\n")}`;
      })
      .join("\n");
  }

  /** Stops every process this cluster started (by pid), drops the database, removes the files. */
  async stop() {
    const children = [...this.apps.values(), ...this.others];
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) {
          return;
        }
        const done = exited(child);
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 8_000);
        await done;
        clearTimeout(timer);
      }),
    );
    if (this.databaseCreated) {
      const admin = new pg.Client({ connectionString: this.adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${this.databaseName}" with (force)`);
      await admin.end();
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  /** Last resort on an abrupt exit of this process: SIGKILL every child still running. */
  killAllNow() {
    for (const child of [...this.apps.values(), ...this.others]) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
      }
    }
  }
}
