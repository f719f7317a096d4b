import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "@scrims/shared/errors";
import { serverStatusDtoSchema } from "@scrims/shared/server-status/server-status.schema";
import { getServerStatus } from "./server-status.service";

export const serverStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/server-status",
    {
      schema: {
        tags: ["status"],
        summary: "Whether the server and its database are up",
        response: { 200: serverStatusDtoSchema, 503: apiErrorSchema },
      },
    },
    async () => getServerStatus(app.deps),
  );
};
