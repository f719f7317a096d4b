import { z } from "zod";
import { postGameImageMessages } from "./post-game-image.constants";

/**
 * `PATCH /api/scrims/{id}/add-image`: a data URL or bare base64 of a PNG or JPEG. The type is
 * read from the bytes, never from the data URL or the name; `fileName` only names the file in
 * error messages ('image' when absent).
 */
export const addImageInputSchema = z.object({
  base64: z.string().min(1, postGameImageMessages.invalidBase64),
  fileName: z.string().trim().max(255).optional(),
});
export type AddImageInput = z.infer<typeof addImageInputSchema>;
