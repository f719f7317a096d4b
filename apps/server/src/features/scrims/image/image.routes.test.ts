import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { expectError, expectRefusal } from "@/test/assertions";
import { injectAs } from "@/test/app";
import {
  UNKNOWN_ID,
  buildAdmin,
  buildPlayedScrim,
  buildScrim,
  buildSession,
  buildUser,
  loadScrimRow,
} from "@/test/factories";
import { dataUrl, jpegWithExif, pngImage } from "@/test/images";
import { emitWithAck, nextEvent, socketTestApp } from "@/test/listen";
import { patch } from "@/test/requests";
import { scrimRequests } from "@/test/scrim-requests";

const server = await socketTestApp();
const { app } = server;
const smallPng = await pngImage(64, 48);

const addImage = (scrimId: string, payload: Record<string, unknown>) =>
  patch(`/api/scrims/${scrimId}/add-image`, payload);
const removeImage = (scrimId: string) => patch(`/api/scrims/${scrimId}/remove-image`);

/** GETs a stored image through the server, as a browser would from `location`. */
function fetchStored(location: string) {
  return app.inject({ method: "GET", url: location });
}

describe("PATCH /api/scrims/:id/add-image and remove-image", () => {
  it("lets the lobby captain upload once: stored, served with its type and a long cache", async () => {
    const { scrim, host: captain } = await buildPlayedScrim(app);
    const res = await injectAs(app, captain, addImage(scrim.id, { base64: dataUrl(smallPng) }));
    expect(res.statusCode).toBe(200);
    const location: string = res.json().postGameImage.location;
    expect(location).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect((await loadScrimRow(app, scrim.id))?.postGameImageLocation).toBe(location);

    const served = await fetchStored(location);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "png", width: 64, height: 48 });

    // Every viewer of the scrim sees it.
    const seen = await injectAs(app, await buildUser(app), scrimRequests.read(scrim.id));
    expect(seen.json().postGameImage).toEqual({ location });
  });

  it("refuses a second upload by the captain (409) and keeps the first image", async () => {
    const { scrim, host: captain } = await buildPlayedScrim(app);
    const first = await injectAs(app, captain, addImage(scrim.id, { base64: dataUrl(smallPng) }));
    const location = first.json().postGameImage.location;
    const again = await injectAs(app, captain, addImage(scrim.id, { base64: dataUrl(smallPng) }));
    expectRefusal(again, 409, {
      code: "POST_GAME_IMAGE_EXISTS",
      error: "A post-game image was already uploaded; only an admin can replace it",
    });
    expect((await loadScrimRow(app, scrim.id))?.postGameImageLocation).toBe(location);
    expect((await fetchStored(location)).statusCode).toBe(200);
  });

  it("refuses other players, seated or not (403), and visitors (401); unknown scrims are 404", async () => {
    const { scrim, players } = await buildPlayedScrim(app);
    for (const who of [players[0]!, await buildUser(app)]) {
      const res = await injectAs(app, who, addImage(scrim.id, { base64: dataUrl(smallPng) }));
      expectError(res, 403, {
        code: "FORBIDDEN",
        error: "Only the lobby captain or an admin can upload the post-game image",
      });
    }
    expect((await app.inject(addImage(scrim.id, { base64: dataUrl(smallPng) }))).statusCode).toBe(
      401,
    );
    const missing = await injectAs(
      app,
      await buildAdmin(app),
      addImage(UNKNOWN_ID, { base64: dataUrl(smallPng) }),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("NOT_FOUND");
    expect((await loadScrimRow(app, scrim.id))?.postGameImageLocation).toBeNull();
  });

  it("lets an admin replace the image and then delete it; each old file is deleted", async () => {
    const { scrim, host: captain } = await buildPlayedScrim(app);
    const admin = await buildAdmin(app);
    const first = (
      await injectAs(app, captain, addImage(scrim.id, { base64: dataUrl(smallPng) }))
    ).json().postGameImage.location;

    const replaced = await injectAs(
      app,
      admin,
      addImage(scrim.id, { base64: (await pngImage(30, 20)).toString("base64") }),
    );
    expect(replaced.statusCode).toBe(200);
    const second = replaced.json().postGameImage.location;
    expect(second).not.toBe(first);
    expect((await fetchStored(first)).statusCode).toBe(404);
    expect((await fetchStored(second)).statusCode).toBe(200);

    // Only admins delete.
    const byCaptain = await injectAs(app, captain, removeImage(scrim.id));
    expect(byCaptain.statusCode).toBe(403);
    expect((await fetchStored(second)).statusCode).toBe(200);

    const removed = await injectAs(app, admin, removeImage(scrim.id));
    expect(removed.statusCode).toBe(200);
    expect(removed.json().postGameImage).toBeNull();
    expect((await loadScrimRow(app, scrim.id))?.postGameImageLocation).toBeNull();
    expect((await fetchStored(second)).statusCode).toBe(404);

    const again = await injectAs(app, admin, removeImage(scrim.id));
    expectError(again, 404, {
      code: "POST_GAME_IMAGE_NOT_FOUND",
      error: "This scrim has no post-game image",
    });

    // With the image gone the captain may upload again.
    const reupload = await injectAs(
      app,
      captain,
      addImage(scrim.id, { base64: dataUrl(smallPng) }),
    );
    expect(reupload.statusCode).toBe(200);
  });

  it("lets an admin upload to a scrim without a captain", async () => {
    const scrim = await buildScrim(app);
    const res = await injectAs(
      app,
      await buildAdmin(app),
      addImage(scrim.id, { base64: dataUrl(smallPng) }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().postGameImage.location).toMatch(/^\/uploads\//);
  });

  it("judges by content, not by name or declared type: a text file called .png is refused", async () => {
    const { scrim, host: captain } = await buildPlayedScrim(app);
    const text = Buffer.from("just some text pretending to be a picture");
    const res = await injectAs(
      app,
      captain,
      addImage(scrim.id, { base64: dataUrl(text, "image/png"), fileName: "result.png" }),
    );
    expectError(res, 400, {
      code: "NOT_AN_IMAGE",
      error: "File result.png is not an image! only images are allowed.",
    });
    // A GIF is an image, but not one we take; without a fileName the message says 'image'.
    const gif = await sharp({
      create: { width: 4, height: 4, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .gif()
      .toBuffer();
    const gifRes = await injectAs(app, captain, addImage(scrim.id, { base64: dataUrl(gif) }));
    expect(gifRes.statusCode).toBe(400);
    expect(gifRes.json().error).toBe("File image is not an image! only images are allowed.");
    // PNG magic bytes followed by garbage.
    const fake = Buffer.concat([smallPng.subarray(0, 8), Buffer.alloc(200, 7)]);
    const fakeRes = await injectAs(app, captain, addImage(scrim.id, { base64: dataUrl(fake) }));
    expect(fakeRes.statusCode).toBe(400);
    expect(fakeRes.json().code).toBe("NOT_AN_IMAGE");
    expect((await loadScrimRow(app, scrim.id))?.postGameImageLocation).toBeNull();
  });

  it("refuses data that is not base64 (400)", async () => {
    const { scrim, host: captain } = await buildPlayedScrim(app);
    for (const base64 of ["not base64 at all!", "data:image/png;base64,@@@@", "abc"]) {
      const res = await injectAs(app, captain, addImage(scrim.id, { base64 }));
      expectError(
        res,
        400,
        { code: "INVALID_BASE64", error: "The image data is not valid base64" },
        base64,
      );
    }
  });

  it("takes up to 2 MB decoded and refuses one byte more with the spec's message (413)", async () => {
    const { scrim, host: captain } = await buildPlayedScrim(app);
    const png = await pngImage(120, 80);
    const padTo = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
    const tooBig = await injectAs(
      app,
      captain,
      addImage(scrim.id, { base64: dataUrl(padTo(2 * 1024 * 1024 + 1)), fileName: "big.png" }),
    );
    expectError(tooBig, 413, {
      code: "IMAGE_TOO_LARGE",
      error: "File big.png is too big! max allowed size: 2 MB.",
    });
    expect((await loadScrimRow(app, scrim.id))?.postGameImageLocation).toBeNull();

    const justFits = await injectAs(
      app,
      captain,
      addImage(scrim.id, { base64: dataUrl(padTo(2 * 1024 * 1024)) }),
    );
    expect(justFits.statusCode).toBe(200);
    const stored = await fetchStored(justFits.json().postGameImage.location);
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ width: 120, height: 80 });
  });

  it("refuses a body far over the route's limit (413) without reading it as an image", async () => {
    const { scrim, host: captain } = await buildPlayedScrim(app);
    const res = await injectAs(
      app,
      captain,
      addImage(scrim.id, { base64: "A".repeat(3 * 1024 * 1024) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("stores at most 900 px on the longer side, without EXIF", async () => {
    const { scrim, host: captain } = await buildPlayedScrim(app);
    const original = await jpegWithExif(1800, 1200);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await injectAs(
      app,
      captain,
      addImage(scrim.id, { base64: original.toString("base64"), fileName: "shot.jpg" }),
    );
    expect(res.statusCode).toBe(200);
    const location: string = res.json().postGameImage.location;
    expect(location).toMatch(/\.jpg$/);
    const served = await fetchStored(location);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 900, height: 600 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("secret-exif"))).toBe(false);

    // Tall images are bounded by their height.
    const admin = await buildAdmin(app);
    const tall = await injectAs(
      app,
      admin,
      addImage(scrim.id, { base64: dataUrl(await pngImage(300, 1500)) }),
    );
    const tallMeta = await sharp(
      (await fetchStored(tall.json().postGameImage.location)).rawPayload,
    ).metadata();
    expect(tallMeta).toMatchObject({ width: 180, height: 900 });
  });

  it("of two uploads by the captain at once, one wins and the other is a 409 whose file is gone", async () => {
    const { scrim, host: captain } = await buildPlayedScrim(app);
    const token = await buildSession(app, captain);
    const results = await Promise.all(
      [1, 2].map(() => injectAs(app, token, addImage(scrim.id, { base64: dataUrl(smallPng) }))),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((res) => res.statusCode === 200)!.json().postGameImage.location;
    expect((await loadScrimRow(app, scrim.id))?.postGameImageLocation).toBe(winner);
    // Every test of this file stores into the same folder: no file may be left that no scrim names.
    const dir = path.dirname(app.deps.storage.localFile!(winner.slice("/uploads/".length))!);
    const rows = await app.deps.db.query.scrims.findMany({
      columns: { postGameImageLocation: true },
    });
    const named = new Set(rows.map((row) => row.postGameImageLocation));
    expect((await fs.readdir(dir)).filter((name) => !named.has(`/uploads/${name}`))).toEqual([]);
  });

  it("tells the scrim's watchers through a scrimUpdate carrying the image", async () => {
    const { scrim, host: captain, players } = await buildPlayedScrim(app);
    const socket = await server.connect(players[0]!);
    expect(await emitWithAck(socket, "join_scrim_room", { scrimId: scrim.id })).toEqual({
      ok: true,
    });
    type Update = { scrim: { _id: string; postGameImage: unknown } };
    const update = nextEvent<Update>(socket, "scrimUpdate");
    const res = await injectAs(app, captain, addImage(scrim.id, { base64: dataUrl(smallPng) }));
    expect(res.statusCode).toBe(200);
    const event = await update;
    expect(event.scrim._id).toBe(scrim.id);
    expect(event.scrim.postGameImage).toEqual(res.json().postGameImage);

    const removed = nextEvent<Update>(socket, "scrimUpdate");
    await injectAs(app, await buildAdmin(app), removeImage(scrim.id));
    expect((await removed).scrim.postGameImage).toBeNull();
  });
});

describe("GET /uploads/*", () => {
  it("serves nothing but stored keys: no listing, no other names, no path traversal", async () => {
    // Real files next to and inside the uploads folder, which no URL may reach.
    const probe = await injectAs(
      app,
      await buildAdmin(app),
      addImage((await buildScrim(app)).id, { base64: dataUrl(smallPng) }),
    );
    const key = probe.json().postGameImage.location.slice("/uploads/".length);
    const dir = path.dirname(app.deps.storage.localFile!(key)!);
    const outside = `outside-${key}`;
    await fs.writeFile(path.join(dir, "..", outside), smallPng);
    await fs.writeFile(path.join(dir, "notes.png"), smallPng);
    try {
      for (const url of [
        `/uploads/..%2f${outside}`,
        `/uploads/%2e%2e%2f${outside}`,
        "/uploads/notes.png",
      ]) {
        expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(404);
      }
    } finally {
      await fs.rm(path.join(dir, "..", outside), { force: true });
      await fs.rm(path.join(dir, "notes.png"), { force: true });
    }
    for (const url of [
      "/uploads",
      "/uploads/",
      "/uploads/../package.json",
      "/uploads/..%2f..%2fpackage.json",
      "/uploads/%2e%2e/%2e%2e/package.json",
      "/uploads/0123456789abcdef0123456789abcdef.png",
      "/uploads/0123456789abcdef0123456789abcdef.gif",
      "/uploads/x.png",
    ]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/json/);
    }
  });
});
