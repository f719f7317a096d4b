import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const serverDir = path.resolve(webDir, "../server");

/**
 * A server process of its own, for tests that stop and restart the API. It has its own port and
 * data folder, so the shared e2e server is never disturbed.
 */
export class ServerProcess {
  private child: ChildProcess | undefined;
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scrims-e2e-own-"));

  /** `env`: more variables for this server (e.g. Riot's key and the fake's URL). */
  constructor(
    readonly port: number,
    private readonly env: Record<string, string> = {},
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** `timeoutMs`: how long the server may take to answer (a loaded machine needs longer). */
  async start(timeoutMs = 30_000): Promise<void> {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH ?? "",
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        LOG_LEVEL: "warn",
        WEB_DIST_DIR: path.join(webDir, "dist"),
        ...this.env,
      },
      stdio: "ignore",
    });
    this.child = child;
    for (let attempt = 0; attempt < timeoutMs / 200; attempt += 1) {
      if (child.exitCode !== null) {
        throw new Error(`server on ${this.port} exited with ${child.exitCode}`);
      }
      try {
        if ((await fetch(`${this.baseUrl}/api/server-status`)).ok) {
          return;
        }
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`server on ${this.port} did not come up`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) {
      return;
    }
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }

  async dispose(): Promise<void> {
    await this.stop();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}
