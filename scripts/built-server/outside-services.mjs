// Every outside service the server can be configured with, as the real local stand-ins the
// server tests use, started together for the built-server test: Redis (REDIS_URL, else a
// redis-server of its own when installed, else the machine's), an S3-compatible server, SMTP,
// Riot, Discord, a web push service, an OpenID Connect provider, and a fresh PostgreSQL database
// when DATABASE_URL is set (else the embedded database). `env` is what the server is started
// with to use them all.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import webpush from "web-push";
import { startDiscordFake } from "../../apps/server/src/test/discord-fake.ts";
import { startTestOidcProvider } from "../../apps/server/src/test/oidc-provider.ts";
import { startPushService } from "../../apps/server/src/test/push-service.ts";
import { startRiotFake } from "../../apps/server/src/test/riot-fake.ts";
import { startS3Server } from "../../apps/server/src/test/s3.ts";
import { startSmtpServer } from "../../apps/server/src/test/smtp.ts";
import { redisServerBin, startRedisServer } from "../lib.mjs";

async function startRedis() {
  if (process.env.REDIS_URL || !fs.existsSync(redisServerBin)) {
    return { url: process.env.REDIS_URL ?? "redis://127.0.0.1:6379", stop: () => {} };
  }
  const { url, child } = await startRedisServer();
  return { url, stop: () => child.kill("SIGKILL") };
}

/** A database of its own on the PostgreSQL of DATABASE_URL (dropped at close), or none. */
async function createDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return { url: undefined, drop: async () => {} };
  }
  const name = `scrims_bundle_${process.pid}_${Date.now()}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

/**
 * Starts every service for a server that will listen on `publicUrl` (the OpenID provider must
 * know where to send the browser back). `close` stops them all.
 */
export async function startOutsideServices(publicUrl) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "scrims-bundle-"));
  const opened = [];
  const open = async (service, close) => {
    opened.push(() => close(service));
    return service;
  };
  const closeAll = async () => {
    for (const close of opened.reverse()) {
      await Promise.resolve(close()).catch(() => {});
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const redis = await open(await startRedis(), (s) => s.stop());
    const database = await open(await createDatabase(), (s) => s.drop());
    const s3 = await open(await startS3Server(), (s) => s.close());
    const smtp = await open(await startSmtpServer(), (s) => s.close());
    const riot = await open(await startRiotFake({ host: "127.0.0.1" }), (s) => s.close());
    const discord = await open(await startDiscordFake(), (s) => s.close());
    const push = await open(await startPushService(), (s) => s.close());
    const oidc = await open(
      await startTestOidcProvider(`${publicUrl}/api/auth/oidc/oidc/callback`),
      (s) => s.close(),
    );
    const vapid = webpush.generateVAPIDKeys();
    const metricsToken = "metrics-token-0123456789abcdef";
    const env = {
      DATA_DIR: path.join(dir, "data"),
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      METRICS_TOKEN: metricsToken,
      REDIS_URL: redis.url,
      ...s3.env,
      SMTP_URL: smtp.url,
      MAIL_FROM: "Scrims <reminders@scrims.test>",
      RIOT_API_KEY: riot.apiKey,
      RIOT_API_BASE_URL: `${riot.url}/{host}`,
      DDRAGON_BASE_URL: riot.url,
      DISCORD_API_BASE_URL: discord.apiBaseUrl,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: "mailto:admin@scrims.test",
      // The push service's certificate is self-signed.
      NODE_EXTRA_CA_CERTS: push.certificatePath,
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: oidc.clientId,
      OIDC_CLIENT_SECRET: oidc.clientSecret,
    };
    return {
      env,
      metricsToken,
      vapidPublicKey: vapid.publicKey,
      redisUrl: redis.url,
      s3,
      smtp,
      riot,
      discord,
      push,
      oidc,
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
