import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ConfigError, ENV_VARIABLES, loadConfig } from "./env";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      return error.problems;
    }
    throw error;
  }
  return [];
}

describe("loadConfig", () => {
  it("runs on the embedded defaults with nothing set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.localSignin).toBe(true);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.oidc).toEqual({ google: undefined, riot: undefined, generic: undefined });
  });

  it("takes a VAPID key pair only whole and well formed, and a contact for push services", () => {
    const publicKey =
      "BOhbacB0fg2DDvhJqrtblhkS-pMxmyzmDxuxUsWNSuS6RrtW7DCyuErK4cdt7eizgZVNkRkIZMmHKzbGTOM7cHs";
    const privateKey = "7jsy8s6vmQaNUu9QOsXZVsGx74btBoDwlHf02W2j28U";
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).vapid,
    ).toEqual({ publicKey, privateKey, subject: "mailto:admin@localhost" });
    expect(problemsOf({ VAPID_PUBLIC_KEY: publicKey })).toEqual([
      "VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together",
    ]);
    expect(
      problemsOf({
        VAPID_PUBLIC_KEY: "short",
        VAPID_PRIVATE_KEY: "not+base64url/but-43-characters-long-000000",
        VAPID_SUBJECT: "http://example.com",
      }).map((p) => p.split(":")[0]),
    ).toEqual(["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT"]);
    expect(loadConfig({ PUBLIC_URL: "https://scrims.example" }).vapid.subject).toBe(
      "https://scrims.example",
    );
    expect(loadConfig({ ADMIN_EMAILS: "Boss@Example.com" }).vapid.subject).toBe(
      "mailto:boss@example.com",
    );
  });

  it("lists every bad variable at once", () => {
    const problems = problemsOf({
      PORT: "not-a-port",
      DATABASE_URL: "mysql://db/scrims",
      REDIS_URL: "http://cache",
      ADMIN_EMAILS: "admin@example.test, not-an-email",
      LOG_LEVEL: "loud",
    });
    expect(problems.map((p) => p.split(":")[0])).toEqual(
      expect.arrayContaining(["PORT", "DATABASE_URL", "REDIS_URL", "ADMIN_EMAILS.1", "LOG_LEVEL"]),
    );
    expect(problems).toHaveLength(5);
  });

  it("refuses local sign-in in production, together with other problems", () => {
    const problems = problemsOf({ NODE_ENV: "production", LOCAL_SIGNIN: "true", PORT: "-1" });
    expect(problems).toContain("LOCAL_SIGNIN: local sign-in must not be enabled in production");
    expect(problems.some((p) => p.startsWith("PORT"))).toBe(true);
  });

  it("turns local sign-in off by default in production", () => {
    expect(loadConfig({ NODE_ENV: "production" }).localSignin).toBe(false);
    expect(loadConfig({ LOCAL_SIGNIN: "false" }).localSignin).toBe(false);
  });

  it("needs both halves of an identity provider", () => {
    expect(problemsOf({ OIDC_GOOGLE_CLIENT_ID: "id" })).toEqual([
      "OIDC_GOOGLE_CLIENT_SECRET: OIDC_GOOGLE_CLIENT_ID and OIDC_GOOGLE_CLIENT_SECRET go together",
    ]);
    const config = loadConfig({ OIDC_GOOGLE_CLIENT_ID: "id", OIDC_GOOGLE_CLIENT_SECRET: "secret" });
    expect(config.oidc.google).toEqual({ clientId: "id", clientSecret: "secret" });
  });

  it("parses admin emails case-insensitively and the public URL without a trailing slash", () => {
    const config = loadConfig({
      ADMIN_EMAILS: " Admin@Example.test ,second@example.test,",
      PUBLIC_URL: "https://scrims.example.test/",
    });
    expect(config.adminEmails).toEqual(["admin@example.test", "second@example.test"]);
    expect(config.publicUrl).toBe("https://scrims.example.test");
  });

  it("refuses a plain-http identity provider in production", () => {
    expect(
      problemsOf({
        NODE_ENV: "production",
        OIDC_ISSUER: "http://id.internal",
        OIDC_CLIENT_ID: "c",
      }),
    ).toEqual(["OIDC_ISSUER: must use https in production"]);
  });

  it("needs all three S3 credentials together", () => {
    expect(problemsOf({ S3_BUCKET: "images" })).toHaveLength(1);
    expect(
      loadConfig({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" }).s3,
    ).toMatchObject({ bucket: "b", region: "us-east-1" });
  });
});

describe("TRUST_PROXY, API_DOCS and local sign-in", () => {
  it("trusts no proxy by default", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: "production" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
  });

  it("takes a hop count or a list of addresses and CIDR ranges", () => {
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7 ,fd00::/8,::1,loopback" }).trustProxy,
    ).toEqual(["10.0.0.0/8", "192.168.1.7", "fd00::/8", "::1", "loopback"]);
  });

  it("refuses true (any X-Forwarded-For) and anything that is not an address", () => {
    expect(problemsOf({ TRUST_PROXY: "true" })).toEqual([
      "TRUST_PROXY: true would trust any X-Forwarded-For; give the number of proxies in front of the server, or their addresses",
    ]);
    expect(problemsOf({ TRUST_PROXY: "10.0.0.0/33,proxy.internal,1.2.3" })).toEqual([
      "TRUST_PROXY: not a hop count or a list of addresses/CIDRs: 10.0.0.0/33, proxy.internal, 1.2.3",
    ]);
  });

  it("serves the API docs except in production, where API_DOCS=true turns them on", () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", API_DOCS: "true" }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: "false" }).apiDocs).toBe(false);
  });

  it("turns local sign-in on by itself only for a loopback PUBLIC_URL", () => {
    for (const url of [
      "http://localhost:3000",
      "http://127.0.0.1",
      "http://127.8.9.10:80",
      "http://[::1]:3000",
    ]) {
      expect(loadConfig({ PUBLIC_URL: url }).localSignin).toBe(true);
    }
    for (const url of [
      "https://scrims.example.com",
      "http://10.0.0.5:3000",
      "http://localhost.example.com",
      "http://[::2]",
    ]) {
      expect(loadConfig({ PUBLIC_URL: url }).localSignin).toBe(false);
      expect(loadConfig({ PUBLIC_URL: url, NODE_ENV: "test" }).localSignin).toBe(false);
      expect(loadConfig({ PUBLIC_URL: url, LOCAL_SIGNIN: "true" }).localSignin).toBe(true);
    }
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "http://localhost" }).localSignin).toBe(
      false,
    );
  });
});

describe(".env.example", () => {
  it("documents every variable the server reads", () => {
    const example = fs.readFileSync(
      fileURLToPath(new URL("../../../../.env.example", import.meta.url)),
      "utf8",
    );
    const missing = ENV_VARIABLES.filter((name) => !new RegExp(`^#? ?${name}=`, "m").test(example));
    expect(missing).toEqual([]);
  });
});
