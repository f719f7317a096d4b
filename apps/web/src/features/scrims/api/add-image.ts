import type { AddImageInput } from "@scrims/shared/scrims/post-game-image.schema";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { identity, scrimPath, useScrimMutation } from "./scrim-mutation";

type AddImageVariables = AddImageInput & { scrimId: string };

/**
 * `PATCH /api/scrims/{id}/add-image {base64, fileName}`: the lobby captain or an admin while there
 * is none; only admins replace it. The server checks the bytes and re-encodes them.
 */
const addImage = ({ scrimId, base64, fileName }: AddImageVariables) =>
  api.patch<ScrimDto>(scrimPath(scrimId, "add-image"), {
    base64,
    fileName,
  } satisfies AddImageInput);

export const useAddImage = () => useScrimMutation({ mutationFn: addImage, scrimOf: identity });
