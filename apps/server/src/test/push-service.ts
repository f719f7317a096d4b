import { execFileSync } from "node:child_process";
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, createServer } from "node:https";
import os from "node:os";
import path from "node:path";
import { closeServer, listenOnLoopback } from "./local-server";

// A real Web Push service on 127.0.0.1 for tests: it hands out subscriptions (endpoint and the
// browser's keys, made here as a browser would), accepts pushes over HTTPS as RFC 8030 says,
// checks the VAPID Authorization header (RFC 8292: an ES256 JWT signed by the key in `k=`, for
// this origin, not expired), and decrypts the aes128gcm body (RFC 8291 / RFC 8188) with the
// subscription's private key. It answers 201, or the status a test chose (404/410: gone).

type ReceivedPush = {
  subscriptionId: string;
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
  /** The VAPID public key the JWT was verified with (base64url). */
  vapidKey: string;
  /** The JWT's claims. */
  claims: { aud: string; exp: number; sub: string };
  ttl: string | undefined;
};

export type PushServiceSubscription = {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

export type PushService = {
  origin: string;
  /** Trusts the service's self-signed certificate (pass it to the app as `pushAgent`). */
  agent: Agent;
  /** The certificate in PEM, for NODE_EXTRA_CA_CERTS of a server process. */
  certificatePath: string;
  /** A new device: its endpoint and keys, as `PushSubscription.toJSON()` gives. */
  subscribe: () => PushServiceSubscription;
  /** What this endpoint answers from now on (201 by default). */
  answer: (subscriptionId: string, status: number) => void;
  /** Every push accepted (decrypted), oldest first. */
  received: ReceivedPush[];
  /** Requests refused (bad VAPID, undecryptable): the reason each. */
  refused: string[];
  /** Called for each push accepted. */
  onPush?: (push: ReceivedPush) => void | Promise<void>;
  /** Awaited before each answer, whatever it is: a test holds the service's answers with it. */
  hold?: () => Promise<void>;
  close: () => Promise<void>;
};

const b64 = (value: string) => Buffer.from(value, "base64url");

function selfSignedCertificate(): { dir: string; key: string; cert: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "push-service-"));
  const keyPath = path.join(dir, "key.pem");
  const certPath = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      keyPath,
      "-out",
      certPath,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
    ],
    { stdio: "ignore" },
  );
  return { dir, key: readFileSync(keyPath, "utf8"), cert: readFileSync(certPath, "utf8") };
}

/** RFC 8292: `vapid t=<jwt>, k=<key>`; returns the claims, or throws why it is refused. */
function verifyVapid(
  header: string | undefined,
  origin: string,
): { claims: ReceivedPush["claims"]; key: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) {
    throw new Error(`no vapid Authorization header: ${header ?? "(none)"}`);
  }
  const [, token = "", key = ""] = match;
  const [head = "", body = "", signature = ""] = token.split(".");
  const jose = JSON.parse(b64(head).toString("utf8")) as { alg?: string };
  if (jose.alg !== "ES256") {
    throw new Error(`JWT alg ${jose.alg} is not ES256`);
  }
  const raw = b64(key);
  if (raw.length !== 65 || raw[0] !== 4) {
    throw new Error("k is not an uncompressed P-256 point");
  }
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    b64(signature),
  );
  if (!signed) {
    throw new Error("JWT signature does not verify with k");
  }
  const claims = JSON.parse(b64(body).toString("utf8")) as ReceivedPush["claims"];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) {
    throw new Error(`JWT aud ${claims.aud} is not ${origin}`);
  }
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) {
    throw new Error("JWT exp is not within the next 24 hours");
  }
  if (!/^(mailto:|https:)/.test(claims.sub ?? "")) {
    throw new Error("JWT sub is not a mailto: or https: contact");
  }
  return { claims, key };
}

/** RFC 8291 with RFC 8188's aes128gcm: one record, header salt | rs | idlen | keyid. */
function decrypt(
  body: Buffer,
  device: { privateKey: Buffer; publicKey: Buffer; auth: Buffer },
): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(device.privateKey);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), device.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: aes128gcm\0", 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: nonce\0", 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record: content, then the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) {
    end -= 1;
  }
  if (padded[end] !== 2) {
    throw new Error("no last-record delimiter");
  }
  return padded.subarray(0, end);
}

export async function startPushService(options: { port?: number } = {}): Promise<PushService> {
  const certificate = selfSignedCertificate();
  const devices = new Map<
    string,
    { privateKey: Buffer; publicKey: Buffer; auth: Buffer; status: number }
  >();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = "";

  const service: PushService = {
    origin: "",
    agent: new Agent({ ca: certificate.cert }),
    certificatePath: path.join(certificate.dir, "cert.pem"),
    received,
    refused,
    subscribe() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const id = randomUUID();
      const device = {
        privateKey: ecdh.getPrivateKey(),
        publicKey: ecdh.getPublicKey(),
        auth: randomBytes(16),
        status: 201,
      };
      devices.set(id, device);
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: {
          p256dh: device.publicKey.toString("base64url"),
          auth: device.auth.toString("base64url"),
        },
      };
    },
    answer(subscriptionId, status) {
      const device = devices.get(subscriptionId);
      if (device) {
        device.status = status;
      }
    },
    async close() {
      service.agent.destroy();
      await closeServer(server);
      rmSync(certificate.dir, { recursive: true, force: true });
    },
  };

  const server = createServer({ key: certificate.key, cert: certificate.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        await service.hold?.();
        const id = /^\/push\/([0-9a-f-]{36})$/.exec(req.url ?? "")?.[1];
        const device = id ? devices.get(id) : undefined;
        if (req.method !== "POST" || !id || !device) {
          res.writeHead(404).end();
          return;
        }
        if (device.status !== 201) {
          res.writeHead(device.status).end();
          return;
        }
        try {
          if (req.headers["content-encoding"] !== "aes128gcm") {
            throw new Error(`Content-Encoding ${req.headers["content-encoding"]}`);
          }
          const { claims, key } = verifyVapid(req.headers.authorization, origin);
          const payload = JSON.parse(
            decrypt(Buffer.concat(chunks), device).toString("utf8"),
          ) as unknown;
          const push: ReceivedPush = {
            subscriptionId: id,
            payload,
            vapidKey: key,
            claims,
            ttl: req.headers.ttl as string | undefined,
          };
          received.push(push);
          await service.onPush?.(push);
          res.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
        } catch (error) {
          refused.push(error instanceof Error ? error.message : String(error));
          res.writeHead(400).end();
        }
      })();
    });
  });
  origin = `https://127.0.0.1:${await listenOnLoopback(server, options.port)}`;
  service.origin = origin;
  return service;
}
