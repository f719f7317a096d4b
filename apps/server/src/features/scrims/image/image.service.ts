import type { AddImageInput } from "@scrims/shared/scrims/post-game-image.schema";
import { scrimMessages } from "@scrims/shared/scrims/scrims.constants";
import type { Deps } from "@/lib/deps";
import { AppError } from "@/lib/errors";
import { withTransaction } from "@/lib/transaction";
import type { Actor } from "@/lib/actor";
import { scrimsRepository, type ScrimAggregate } from "../scrims.repository";
import { changeLockedScrim } from "../scrims.service";
import {
  assertCanUploadImage,
  assertHasImage,
  decodeBase64,
  imageName,
  processPostGameImage,
} from "./image.rules";

/** Deletes a stored object that no scrim points at any more; a failure is logged, never thrown. */
async function discard(deps: Deps, location: string): Promise<void> {
  try {
    await deps.storage.remove(location);
  } catch (error) {
    deps.log.error({ err: error, location }, "could not delete a stored post-game image");
  }
}

/**
 * `add-image`: the lobby captain or an admin uploads the post-game image while the scrim has
 * none; an admin may replace one. Who may is checked first (so nobody else makes the server
 * decode images), then the content (see processPostGameImage), then the object is stored and the
 * scrim row, locked, is checked again and pointed at it: of two uploads at once one wins and the
 * other's object is deleted. The replaced object is deleted after COMMIT; watchers get the scrim.
 *
 * @throws AppError NOT_FOUND | FORBIDDEN | POST_GAME_IMAGE_EXISTS | INVALID_BASE64 | NOT_AN_IMAGE | IMAGE_TOO_LARGE
 */
export async function addPostGameImage(
  deps: Deps,
  input: { scrimId: string; actor: Actor } & AddImageInput,
): Promise<ScrimAggregate> {
  const before = await scrimsRepository.findById(deps.db, input.scrimId);
  if (!before) {
    throw new AppError("NOT_FOUND", scrimMessages.scrimNotFound);
  }
  assertCanUploadImage(input.actor, before);
  const image = await processPostGameImage(decodeBase64(input.base64), imageName(input.fileName));
  const location = await deps.storage.put(image.body, image.extension);
  try {
    const { aggregate } = await withTransaction(deps, (unit) =>
      changeLockedScrim(unit, input.scrimId, async (locked) => {
        const { tx, afterCommit } = unit;
        assertCanUploadImage(input.actor, locked);
        await scrimsRepository.update(tx, locked.id, { postGameImageLocation: location });
        const replaced = locked.postGameImageLocation;
        if (replaced) {
          afterCommit(() => discard(deps, replaced));
        }
      }),
    );
    return aggregate;
  } catch (error) {
    await discard(deps, location);
    throw error;
  }
}

/**
 * `remove-image` (admins; the route checks): clears the scrim's image and deletes the object
 * after COMMIT.
 *
 * @throws AppError NOT_FOUND | POST_GAME_IMAGE_NOT_FOUND
 */
export async function removePostGameImage(
  deps: Deps,
  input: { scrimId: string },
): Promise<ScrimAggregate> {
  const { aggregate } = await withTransaction(deps, (unit) =>
    changeLockedScrim(unit, input.scrimId, async (locked) => {
      const { tx, afterCommit } = unit;
      const location = assertHasImage(locked);
      await scrimsRepository.update(tx, locked.id, { postGameImageLocation: null });
      afterCommit(() => discard(deps, location));
    }),
  );
  return aggregate;
}
