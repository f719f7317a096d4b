import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { identity, scrimPath, useScrimMutation } from "./scrim-mutation";

/** `PATCH /api/scrims/{id}/remove-image` (admins): deletes the post-game image. */
const removeImage = ({ scrimId }: { scrimId: string }) =>
  api.patch<ScrimDto>(scrimPath(scrimId, "remove-image"));

/** Shows its own 'error removing image' rather than the server's text. */
export const useRemoveImage = () =>
  useScrimMutation({ mutationFn: removeImage, scrimOf: identity, skipErrorAlert: true });
