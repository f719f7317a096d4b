import {
  MAX_POST_GAME_IMAGE_BYTES,
  POST_GAME_IMAGE_MAX_SIDE,
  postGameImageMessages,
} from "@scrims/shared/scrims/post-game-image.constants";

/** What the server takes: PNG or JPEG (it checks the bytes; this only spares a pointless upload). */
const ACCEPTED_IMAGE_TYPES = ["image/png", "image/jpeg"] as const;

export type PreparedImage = {
  /** A data URL of the image to send, scaled down when it was larger than 900 px. */
  dataUrl: string;
  fileName: string;
  width?: number;
  height?: number;
};

/** The first problem with a chosen file, in the server's words; undefined when it may be sent. */
function checkImageFile(file: { name: string; type: string; size: number }) {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return postGameImageMessages.notAnImage(file.name);
  }
  if (file.size > MAX_POST_GAME_IMAGE_BYTES) {
    return postGameImageMessages.tooBig(file.name);
  }
  return undefined;
}

/** The size that fits within `max` on the longer side, keeping the aspect ratio (never enlarged). */
export function fitWithin(width: number, height: number, max = POST_GAME_IMAGE_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

/**
 * Scales the image down on a canvas to at most 900 px on its longer side, in its own format
 * (PNG stays lossless). Undefined when this browser cannot draw images off screen; the server
 * scales it then.
 */
async function downscale(file: File): Promise<PreparedImage | undefined> {
  if (typeof createImageBitmap !== "function" || typeof document === "undefined") {
    return undefined;
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    // Named .png but not one: the server would refuse it by its content as well.
    throw new Error(postGameImageMessages.notAnImage(file.name));
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    if (size.width === bitmap.width && size.height === bitmap.height) {
      return { dataUrl: await readAsDataUrl(file), fileName: file.name, ...size };
    }
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) {
      return undefined;
    }
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const type = file.type === "image/jpeg" ? "image/jpeg" : "image/png";
    return { dataUrl: canvas.toDataURL(type, 0.9), fileName: file.name, ...size };
  } finally {
    bitmap.close();
  }
}

/**
 * Checks a chosen file like the server does (PNG or JPEG, at most 2 MB) and scales it down to at
 * most 900 px on its longer side before upload.
 *
 * @throws Error with the server's message ('File x is not an image! …', 'File x is too big! …')
 */
export async function prepareImage(file: File): Promise<PreparedImage> {
  const problem = checkImageFile(file);
  if (problem) {
    throw new Error(problem);
  }
  return (await downscale(file)) ?? { dataUrl: await readAsDataUrl(file), fileName: file.name };
}
