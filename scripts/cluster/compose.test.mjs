// compose.yaml and `npm run test:cluster` must run the same production shape: the same nginx
// config file, filled with the same variables, in front of app processes started the same way
// and configured alike. This reads compose.yaml and the Dockerfile and compares.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ENV_VARIABLES } from "../../apps/server/src/config/env.ts";
import { root, serverCommand } from "../lib.mjs";
import { Cluster, nginxTemplate, renderTemplate } from "./cluster.mjs";

// Compose applies YAML merge keys (`<<: *app`); so does this parse.
const compose = parse(fs.readFileSync(path.join(root, "compose.yaml"), "utf8"), { merge: true });
const dockerfile = fs.readFileSync(path.join(root, "Dockerfile"), "utf8");
const template = fs.readFileSync(nginxTemplate, "utf8");
const appServices = Object.entries(compose.services).filter(([, service]) => service.build);

/** The `${NAME}` placeholders of the nginx template (nginx's own `$vars` are lowercase). */
const placeholders = [...new Set([...template.matchAll(/\$\{([A-Z0-9_]+)\}/g)].map((m) => m[1]))];

describe("compose.yaml and the cluster test", () => {
  it("mount the very nginx file the cluster test renders, where nginx's image renders templates", () => {
    const nginx = compose.services.nginx;
    const mounts = nginx.volumes.map((volume) => volume.split(":"));
    const templates = mounts.filter(([, target]) => target.startsWith("/etc/nginx/templates/"));
    expect(templates).toHaveLength(1);
    expect(path.resolve(root, templates[0][0])).toBe(nginxTemplate);
    expect(templates[0][1]).toMatch(/\.template$/);
  });

  it("fill every placeholder of the template; compose's values name its app replicas", () => {
    const env = compose.services.nginx.environment;
    expect(Object.keys(env).sort()).toEqual([...placeholders].sort());
    expect(() => renderTemplate(template, env)).not.toThrow();
    const upstreams = Object.entries(env)
      .filter(([name]) => name.startsWith("SCRIMS_APP_"))
      .map(([, value]) => value);
    expect(upstreams.sort()).toEqual(
      appServices.map(([name, service]) => `${name}:${service.environment.PORT}`).sort(),
    );
    // The cluster test has as many app processes as compose has replicas.
    expect(appServices).toHaveLength(2);
  });

  it("run two replicas of the Dockerfile, configured like the cluster test's processes", () => {
    const cluster = new Cluster({
      ports: { nginx: 1, a: 2, b: 3 },
      databaseUrl: "postgres://x@127.0.0.1/x",
      redisUrl: "redis://127.0.0.1:6379",
      riot: { apiKey: "k", url: "http://127.0.0.1:1" },
    });
    try {
      const tested = cluster.appEnv("a");
      for (const [, service] of appServices) {
        expect(service.build).toBe(".");
        const env = service.environment;
        // Only variables the server reads, and the scale-out ones the cluster test sets too.
        expect(Object.keys(env).filter((name) => !ENV_VARIABLES.includes(name))).toEqual([]);
        for (const name of ["DATABASE_URL", "REDIS_URL", "TRUST_PROXY"]) {
          expect(env[name], name).toBeTruthy();
          expect(tested[name], name).toBeTruthy();
        }
        expect(env.TRUST_PROXY).toBe(tested.TRUST_PROXY);
        expect(env.NODE_ENV).toBe("production");
      }
      // Both replicas share one database and one Redis.
      const [first, second] = appServices.map(([, service]) => service.environment);
      expect(second.DATABASE_URL).toBe(first.DATABASE_URL);
      expect(second.REDIS_URL).toBe(first.REDIS_URL);
    } finally {
      fs.rmSync(cluster.dir, { recursive: true, force: true });
    }
  });

  it("start the server with the one command and health-check the ready endpoint", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile);
    expect(cmd).not.toBeNull();
    expect(JSON.parse(cmd[1])).toEqual(["node", ...serverCommand.args]);
    expect(dockerfile).toMatch(/^WORKDIR \/app\/apps\/server$/m);
    expect(path.relative(root, serverCommand.cwd)).toBe("apps/server");
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health\/ready/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
  });

  it("give nginx a config it accepts (nginx -t on the cluster test's rendering)", () => {
    const nginx = process.env.NGINX_BIN ?? "/usr/sbin/nginx";
    const dir = fs.mkdtempSync(path.join(root, ".test-results-nginx-"));
    try {
      fs.writeFileSync(
        path.join(dir, "scrims.conf"),
        renderTemplate(template, {
          SCRIMS_LISTEN: "127.0.0.1:8080",
          SCRIMS_APP_1: "127.0.0.1:3001",
          SCRIMS_APP_2: "127.0.0.1:3002",
        }),
      );
      fs.mkdirSync(path.join(dir, "logs"));
      fs.writeFileSync(
        path.join(dir, "nginx.conf"),
        `pid ${dir}/nginx.pid;\nerror_log ${dir}/logs/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${dir}/scrims.conf;\n}\n`,
      );
      const result = spawnSync(nginx, ["-t", "-p", dir, "-c", path.join(dir, "nginx.conf")], {
        encoding: "utf8",
      });
      expect(result.status, result.stderr).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
