import fs from "node:fs/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  CONTENT_TYPES,
  IMMUTABLE_CACHE_CONTROL,
  LOCAL_UPLOADS_PATH,
  type Storage,
  type StoredExtension,
} from "@/lib/storage";

function notFound(reply: FastifyReply) {
  return reply.status(404).send({ error: "File not found", code: "NOT_FOUND" });
}

/**
 * Serves local uploads at `/uploads/<key>` (S3 objects are served by the bucket). Only names of
 * the form our storage gives out are looked up, so no other file and no folder listing is ever
 * reachable; each file is sent with its image type and a year of cache (keys never change).
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance, { storage }: { storage: Storage }) => {
    const serve = async (
      request: FastifyRequest<{ Params: { "*"?: string } }>,
      reply: FastifyReply,
    ) => {
      const key = request.params["*"] ?? "";
      const file = storage.localFile?.(key);
      if (!file) {
        return notFound(reply);
      }
      let body: Buffer;
      try {
        body = await fs.readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") {
          return notFound(reply);
        }
        throw error;
      }
      const extension = key.slice(key.lastIndexOf(".") + 1) as StoredExtension;
      return reply
        .header("cache-control", IMMUTABLE_CACHE_CONTROL)
        .header("x-content-type-options", "nosniff")
        .type(CONTENT_TYPES[extension])
        .send(body);
    };
    const route = { schema: { hide: true } };
    app.get(LOCAL_UPLOADS_PATH.slice(0, -1), route, (_request, reply) => notFound(reply));
    app.get(`${LOCAL_UPLOADS_PATH}*`, route, serve);
  },
  { name: "uploads" },
);
