import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

type JsonSchema = { enum?: unknown[]; description?: string; [key: string]: unknown };

/** The JSON schema of `z.null()`: an answer without a body (204, a redirect). */
function isNullOnly(schema: unknown): schema is JsonSchema {
  const { enum: values } = (schema ?? {}) as JsonSchema;
  return Array.isArray(values) && values.length === 1 && values[0] === null;
}

/**
 * OpenAPI 3.0.3: `nullable` does not widen an `enum`, so a nullable enum must list null itself
 * (zod's `.nullable()` on an enum otherwise documents that null is refused).
 */
function listNullInNullableEnums(schema: unknown): void {
  if (Array.isArray(schema)) {
    schema.forEach(listNullInNullableEnums);
    return;
  }
  if (typeof schema !== "object" || schema === null) {
    return;
  }
  const node = schema as JsonSchema;
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) {
    node.enum = [...node.enum, null];
  }
  Object.values(node).forEach(listNullInNullableEnums);
}

/**
 * The zod transform, plus: a response declared as `z.null()` is documented without a body
 * (OpenAPI has no JSON `null` answer for a 204 or a redirect), and nullable enums list null.
 */
const transform: typeof jsonSchemaTransform = (document) => {
  const result = jsonSchemaTransform(document);
  listNullInNullableEnums(result.schema);
  const response = (result.schema as { response?: Record<string, unknown> } | undefined)?.response;
  for (const [status, schema] of Object.entries(response ?? {})) {
    if (isNullOnly(schema)) {
      response![status] = { type: "null", description: schema.description ?? "No content" };
    }
  }
  return result;
};

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
      transform,
    });
    if (serve) {
      await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
    }
  },
  { name: "docs" },
);
