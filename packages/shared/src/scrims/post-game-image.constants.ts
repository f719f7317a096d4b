// Without zod: the lobby shows these messages and checks an image before any upload.
/** Largest post-game image accepted, decoded (spec section 9: "image max about 2 MB"). */
export const MAX_POST_GAME_IMAGE_BYTES = 2 * 1024 * 1024;
/** Stored images are scaled down to at most this many pixels on their longer side. */
export const POST_GAME_IMAGE_MAX_SIDE = 900;
/** The name used in messages when the upload names no file. */
export const DEFAULT_IMAGE_FILE_NAME = "image";
/**
 * Longest `base64` string that can hold 2 MB: 2,796,204 base64 characters, plus room for a
 * `data:` URL prefix. The route's body limit is sized from it.
 */
export const MAX_POST_GAME_IMAGE_BASE64_LENGTH = Math.ceil(MAX_POST_GAME_IMAGE_BYTES / 3) * 4 + 256;

export const postGameImageMessages = {
  notAnImage: (name: string) => `File ${name} is not an image! only images are allowed.`,
  tooBig: (name: string) => `File ${name} is too big! max allowed size: 2 MB.`,
  invalidBase64: "The image data is not valid base64",
  onlyCaptainUploads: "Only the lobby captain or an admin can upload the post-game image",
  alreadyUploaded: "A post-game image was already uploaded; only an admin can replace it",
  noImage: "This scrim has no post-game image",
  uploaded: "Post-game image uploaded!",
  deleted: "image deleted successfully",
} as const;
