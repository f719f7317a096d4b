import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Config } from "@/config/env";

/** Stored objects never change (a new upload gets a new key), so caches may keep them a year. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Where local uploads are served, at the server's own origin. */
export const LOCAL_UPLOADS_PATH = "/uploads/";

/** The image types we store, by the extension of their key. */
export const CONTENT_TYPES = { png: "image/png", jpg: "image/jpeg" } as const;
export type StoredExtension = keyof typeof CONTENT_TYPES;

/** Our keys: 32 random hex characters (128 bits, unguessable) and an extension we know. */
const STORAGE_KEY_PATTERN = /^[0-9a-f]{32}\.(png|jpg)$/;

export type Storage = {
  readonly kind: "local" | "s3";
  /** Stores `body` under a new random key and answers the public location of it. */
  put(body: Buffer, extension: StoredExtension): Promise<string>;
  /** Deletes what `location` names, if it is one of ours; a missing object is no error. */
  remove(location: string): Promise<void>;
  /** Local storage: the file of a key, or undefined for anything that is not one of our keys. */
  localFile?(key: string): string | undefined;
  close(): Promise<void>;
};

function newKey(extension: StoredExtension): string {
  return `${randomBytes(16).toString("hex")}.${extension}`;
}

/**
 * Files in `<DATA_DIR>/uploads`, served at `/uploads/<key>`. With the in-memory database (tests)
 * the files go to a temporary folder removed on close, so nothing outlives the process.
 */
async function createLocalStorage(dataDir: string): Promise<Storage> {
  const temporary = dataDir === ":memory:";
  const dir = temporary
    ? await fs.mkdtemp(path.join(os.tmpdir(), "scrims-uploads-"))
    : path.join(dataDir, "uploads");
  await fs.mkdir(dir, { recursive: true });
  // Only names matching STORAGE_KEY_PATTERN are ever joined to `dir`: no traversal possible.
  const fileOf = (key: string) => (STORAGE_KEY_PATTERN.test(key) ? path.join(dir, key) : undefined);
  return {
    kind: "local",
    async put(body, extension) {
      const key = newKey(extension);
      const file = path.join(dir, key);
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomBytes(4).toString("hex")}.partial`;
      await fs.writeFile(partial, body, { flag: "wx" });
      await fs.rename(partial, file);
      return `${LOCAL_UPLOADS_PATH}${key}`;
    },
    async remove(location) {
      const file = location.startsWith(LOCAL_UPLOADS_PATH)
        ? fileOf(location.slice(LOCAL_UPLOADS_PATH.length))
        : undefined;
      if (file) {
        await fs.rm(file, { force: true });
      }
    },
    localFile: fileOf,
    async close() {
      if (temporary) {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
  };
}

type S3Config = NonNullable<Config["s3"]>;

/**
 * Where an object of the bucket is publicly readable: path style under a custom endpoint
 * (`{S3_ENDPOINT}/{bucket}/{key}`, what MinIO and most S3-compatible stores serve), else AWS's
 * virtual-hosted URL.
 */
export function s3PublicBase(s3: S3Config): string {
  if (s3.endpoint) {
    return `${s3.endpoint.replace(/\/+$/, "")}/${s3.bucket}/`;
  }
  return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com/`;
}

/**
 * An S3-compatible bucket; objects are written with their content type and a year of cache. The
 * AWS SDK is loaded only here (it is heavy, and a start without S3 does not need it).
 */
async function createS3Storage(s3: S3Config): Promise<Storage> {
  const { DeleteObjectCommand, PutObjectCommand, S3Client } = await import("@aws-sdk/client-s3");
  const client = new S3Client({
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
  });
  const base = s3PublicBase(s3);
  return {
    kind: "s3",
    async put(body, extension) {
      const key = newKey(extension);
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: body,
          ContentType: CONTENT_TYPES[extension],
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
      return `${base}${key}`;
    },
    async remove(location) {
      const key = location.startsWith(base) ? location.slice(base.length) : undefined;
      if (key && STORAGE_KEY_PATTERN.test(key)) {
        await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
      }
    },
    async close() {
      client.destroy();
    },
  };
}

/** S3 when `S3_*` is configured, else local files under `DATA_DIR/uploads`. */
export function createStorage(config: Pick<Config, "s3" | "dataDir">): Promise<Storage> {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
}
