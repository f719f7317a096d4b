import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { siteInfoDtoSchema } from "@scrims/shared/site/site.schema";
import { getSiteInfo } from "./site.service";

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/site",
    {
      config: { public: true },
      schema: {
        tags: ["site"],
        summary: "Public site settings: the community links the landing page shows",
        response: { 200: siteInfoDtoSchema },
      },
    },
    async () => getSiteInfo(app.deps.config),
  );
};
