import sharp from "sharp";
import {
  DEFAULT_IMAGE_FILE_NAME,
  MAX_POST_GAME_IMAGE_BYTES,
  POST_GAME_IMAGE_MAX_SIDE,
  postGameImageMessages,
} from "@scrims/shared/scrims/post-game-image.constants";
import { AppError } from "@/lib/errors";
import type { StoredExtension } from "@/lib/storage";
import type { Actor } from "@/lib/actor";

/** A decoded image over this many pixels is refused before sharp decodes it (decompression bombs). */
const MAX_INPUT_PIXELS = 50_000_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** Optional `data:<anything>;base64,` prefix; the declared type is ignored (content decides). */
const DATA_URL_PREFIX = /^data:[^,;]*(?:;[^,;]*)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The name errors speak of: the upload's `fileName`, else 'image'. */
export function imageName(fileName: string | undefined): string {
  return fileName?.trim() || DEFAULT_IMAGE_FILE_NAME;
}

/**
 * The bytes of a data URL or bare base64 (whitespace and line breaks allowed, as some encoders
 * wrap lines).
 *
 * @throws AppError INVALID_BASE64
 */
export function decodeBase64(input: string): Buffer {
  const bare = input.replace(DATA_URL_PREFIX, "").replace(/\s+/g, "");
  if (bare.length === 0 || bare.length % 4 !== 0 || !BASE64.test(bare)) {
    throw new AppError("INVALID_BASE64", postGameImageMessages.invalidBase64);
  }
  return Buffer.from(bare, "base64");
}

/** PNG or JPEG by the file's first bytes, whatever it is called. */
function sniffImageType(bytes: Buffer): StoredExtension | undefined {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    return "png";
  }
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) {
    return "jpg";
  }
  return undefined;
}

export type ProcessedImage = { body: Buffer; extension: StoredExtension };

/**
 * Checks an upload by its content and re-encodes it: at most 2 MB decoded, PNG or JPEG by magic
 * bytes and by what sharp reads, turned upright (EXIF orientation), scaled down to at most 900 px
 * on its longer side and written again in its own format without any metadata (EXIF, ICC, XMP).
 *
 * @throws AppError IMAGE_TOO_LARGE | NOT_AN_IMAGE, with the file's name in the message
 */
export async function processPostGameImage(bytes: Buffer, name: string): Promise<ProcessedImage> {
  if (bytes.length > MAX_POST_GAME_IMAGE_BYTES) {
    throw new AppError("IMAGE_TOO_LARGE", postGameImageMessages.tooBig(name));
  }
  const notAnImage = () => new AppError("NOT_AN_IMAGE", postGameImageMessages.notAnImage(name));
  const extension = sniffImageType(bytes);
  if (!extension) {
    throw notAnImage();
  }
  const expectedFormat = extension === "png" ? "png" : "jpeg";
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  let metadata: sharp.Metadata;
  try {
    metadata = await input().metadata();
  } catch {
    throw notAnImage();
  }
  if (metadata.format !== expectedFormat || !metadata.width || !metadata.height) {
    throw notAnImage();
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new AppError("IMAGE_TOO_LARGE", postGameImageMessages.tooBig(name));
  }
  try {
    const pipeline = input().rotate().resize({
      width: POST_GAME_IMAGE_MAX_SIDE,
      height: POST_GAME_IMAGE_MAX_SIDE,
      fit: "inside",
      withoutEnlargement: true,
    });
    const body = await (
      extension === "png"
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer();
    return { body, extension };
  } catch {
    // A header that reads but pixel data that does not (truncated or corrupt file).
    throw notAnImage();
  }
}

/**
 * The lobby captain (lobby host) or an admin uploads while the scrim has no image; once one
 * exists only admins replace it.
 *
 * @throws AppError FORBIDDEN | POST_GAME_IMAGE_EXISTS
 */
export function assertCanUploadImage(
  actor: Actor,
  scrim: { lobbyHostId: string | null; postGameImageLocation: string | null },
): void {
  if (!actor.isAdmin && actor.id !== scrim.lobbyHostId) {
    throw new AppError("FORBIDDEN", postGameImageMessages.onlyCaptainUploads);
  }
  if (!actor.isAdmin && scrim.postGameImageLocation) {
    throw new AppError("POST_GAME_IMAGE_EXISTS", postGameImageMessages.alreadyUploaded);
  }
}

/** @throws AppError POST_GAME_IMAGE_NOT_FOUND when there is no image to remove */
export function assertHasImage(scrim: { postGameImageLocation: string | null }): string {
  if (!scrim.postGameImageLocation) {
    throw new AppError("POST_GAME_IMAGE_NOT_FOUND", postGameImageMessages.noImage);
  }
  return scrim.postGameImageLocation;
}
