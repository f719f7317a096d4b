import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import {
  COMPRESS_MIN_BYTES,
  compressOnce,
  negotiateEncoding,
  varyOnEncoding,
} from "@/lib/encoded-body";

/**
 * Compresses JSON answers of at least 1 KB with brotli or gzip (compressOnce: small ones at once,
 * at the fastest levels), as the request's Accept-Encoding allows, and says so
 * (`Content-Encoding`, `Vary: Accept-Encoding`). Answers that carry an encoding already
 * (precompressed) and HEAD requests are left alone. Static files are served precompressed from
 * the build (web-app plugin).
 */
export const compressPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onSend", async (request, reply, payload) => {
      const type = reply.getHeader("content-type");
      if (
        request.method === "HEAD" ||
        typeof type !== "string" ||
        !type.startsWith("application/json") ||
        reply.getHeader("content-encoding") !== undefined ||
        !(typeof payload === "string" || Buffer.isBuffer(payload))
      ) {
        return payload;
      }
      const body = typeof payload === "string" ? Buffer.from(payload) : payload;
      if (body.length < COMPRESS_MIN_BYTES) {
        return payload;
      }
      varyOnEncoding(reply);
      const encoding = negotiateEncoding(request.headers["accept-encoding"]);
      if (!encoding) {
        return payload;
      }
      reply.header("content-encoding", encoding).removeHeader("content-length");
      return compressOnce(body, encoding);
    });
  },
  { name: "compress" },
);
