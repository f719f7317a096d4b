import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { buildTestApp, injectAs } from "@/test/app";
import { buildAdmin, buildScrim, buildUser, loadScrimRow } from "@/test/factories";
import { dataUrl, jpegWithExif, pngImage } from "@/test/images";
import { startS3Server, type TestS3 } from "@/test/s3";

/** A real S3-compatible server (s3rver) on a free port. */
let s3: TestS3;
let endpoint: string;
let bucket: string;
let app: App;

beforeAll(async () => {
  s3 = await startS3Server();
  ({ endpoint, bucket } = s3);
  app = await buildTestApp(s3.env);
});
afterAll(async () => {
  await app?.close();
  await s3?.close();
});

const addImage = (scrimId: string, base64: string) => ({
  method: "PATCH" as const,
  url: `/api/scrims/${scrimId}/add-image`,
  payload: { base64 },
});

describe("post-game images in S3-compatible storage", () => {
  it("stores the re-encoded image in the bucket, readable at its location; replace and remove delete it", async () => {
    const captain = await buildUser(app);
    const scrim = await buildScrim(app, { lobbyHostId: captain.id });
    const res = await injectAs(
      app,
      captain,
      addImage(scrim.id, (await jpegWithExif(1200, 1000)).toString("base64")),
    );
    expect(res.statusCode).toBe(200);
    const location: string = res.json().postGameImage.location;
    expect(location).toMatch(new RegExp(`^${endpoint}/${bucket}/[0-9a-f]{32}\\.jpg$`));
    expect((await loadScrimRow(app, scrim.id))?.postGameImageLocation).toBe(location);

    const object = await fetch(location);
    expect(object.status).toBe(200);
    expect(object.headers.get("content-type")).toBe("image/jpeg");
    expect(object.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const metadata = await sharp(Buffer.from(await object.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 900, height: 750 });
    expect(metadata.exif).toBeUndefined();

    // Nothing is written to local uploads.
    expect(
      (await app.inject({ method: "GET", url: "/uploads/" + location.split("/").pop() }))
        .statusCode,
    ).toBe(404);

    const admin = await buildAdmin(app);
    const replaced = await injectAs(
      app,
      admin,
      addImage(scrim.id, dataUrl(await pngImage(40, 40))),
    );
    expect(replaced.statusCode).toBe(200);
    const second: string = replaced.json().postGameImage.location;
    expect(second).toMatch(/\.png$/);
    expect((await fetch(location)).status).toBe(404);
    const png = await fetch(second);
    expect(png.headers.get("content-type")).toBe("image/png");

    const removed = await injectAs(app, admin, {
      method: "PATCH",
      url: `/api/scrims/${scrim.id}/remove-image`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().postGameImage).toBeNull();
    expect((await fetch(second)).status).toBe(404);
  });

  it("lets pages show images from the bucket's origin (CSP img-src)", async () => {
    const res = await app.inject({ method: "GET", url: "/api/server-status" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toMatch(new RegExp(`img-src [^;]*${endpoint.replace(/[.]/g, "\\.")}`));
  });
});
