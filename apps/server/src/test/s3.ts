import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export type TestS3 = {
  /** `http://127.0.0.1:{port}`, for S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  /** The variables that make the server store images in this bucket. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

/**
 * A real S3-compatible server (s3rver) on a free loopback port with one bucket, its files in a
 * temporary folder that `close` removes.
 */
export async function startS3Server(bucket = "scrims-images"): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "scrims-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_REGION: "us-east-1",
    },
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
