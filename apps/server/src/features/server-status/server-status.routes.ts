import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serverStatusDtoSchema } from "@scrims/shared/server-status/server-status.schema";
import { errorResponses } from "@/lib/api-routes";
import { getServerStatus } from "./server-status.service";

export const serverStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/server-status",
    {
      config: { public: true },
      schema: {
        tags: ["status"],
        summary: "Whether the server and its database are up",
        response: { 200: serverStatusDtoSchema, ...errorResponses(503) },
      },
    },
    async () => getServerStatus(app.deps),
  );
};
