import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addImageInputSchema } from "@scrims/shared/scrims/post-game-image.schema";
import { MAX_POST_GAME_IMAGE_BASE64_LENGTH } from "@scrims/shared/scrims/post-game-image.constants";
import { scrimDtoSchema, scrimIdParamsSchema } from "@scrims/shared/scrims/scrims.schema";
import { errorResponses } from "@/lib/api-routes";
import { userOf } from "@/plugins/auth";
import { presentScrim } from "../scrims.presenter";
import { addPostGameImage, removePostGameImage } from "./image.service";

/** A 2 MB image in base64 with a data URL prefix and a file name fits; anything much larger not. */
const ADD_IMAGE_BODY_LIMIT = MAX_POST_GAME_IMAGE_BASE64_LENGTH + 16 * 1024;

const responses = { 200: scrimDtoSchema, ...errorResponses(400, 401, 403, 404, 409, 413) };

/** The post-game image of a scrim: upload (captain or admin), replace and delete (admins). */
export const postGameImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    "/scrims/:id/add-image",
    {
      bodyLimit: ADD_IMAGE_BODY_LIMIT,
      schema: {
        tags: ["scrims"],
        summary:
          "Uploads the post-game image (PNG or JPEG, at most 2 MB decoded, as a data URL or bare base64): the lobby captain or an admin while there is none; only admins replace it. Stored re-encoded, at most 900 px on the longer side, without metadata.",
        params: scrimIdParamsSchema,
        body: addImageInputSchema,
        response: responses,
      },
    },
    async (request) => {
      const actor = userOf(request);
      const scrim = await addPostGameImage(app.deps, {
        scrimId: request.params.id,
        actor,
        ...request.body,
      });
      return presentScrim(scrim, actor);
    },
  );

  app.patch(
    "/scrims/:id/remove-image",
    {
      config: { access: "admin" },
      schema: {
        tags: ["scrims", "admin"],
        summary: "Admin: deletes the post-game image",
        params: scrimIdParamsSchema,
        response: responses,
      },
    },
    async (request) => {
      const scrim = await removePostGameImage(app.deps, { scrimId: request.params.id });
      return presentScrim(scrim, userOf(request));
    },
  );
};
