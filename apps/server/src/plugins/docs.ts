import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/**
 * OpenAPI generated from the routes' zod schemas (`app.swagger()` always has it); the browsable
 * page /api/docs and its /api/docs/json are served only when `apiDocs` (off in production unless
 * API_DOCS=true).
 */
export const docsPlugin = fp(
  async (app: FastifyInstance, { serve }: { serve: boolean }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: "Scrims API",
          description:
            "Organise custom 5v5 practice games. Errors are JSON `{error, code}`; authenticate with `Authorization: Bearer <token>`.",
          version: "1.0.0",
        },
        components: {
          securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } },
        },
      },
      transform: jsonSchemaTransform,
    });
    if (serve) {
      await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
    }
  },
  { name: "docs" },
);
