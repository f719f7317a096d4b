import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ddragonVersionDtoSchema,
  type RankedEntryDto,
  summonerDtoSchema,
  summonerQuerySchema,
} from "@scrims/shared/riot/riot.schema";
import { errorResponses } from "@/lib/api-routes";
import { storeSoloQueueRank } from "@/features/users/users.service";
import { createRiotLookupCaches, getDdragonVersion, getSummonerData } from "./riot.service";

const errors = errorResponses(400, 401, 403);

/** Summoner data from Riot for signed-in players (a Riot failure answers the fallback, not a 5xx). */
export const riotRoutes: FastifyPluginAsyncZod = async (app) => {
  const lookups = {
    riot: app.deps.riot,
    log: app.log,
    ...createRiotLookupCaches(),
    onLookup: (summoner: { puuid: string; rankedData: RankedEntryDto[] }) =>
      storeSoloQueueRank(app.deps, summoner),
  };

  app.get(
    "/riot/summoner",
    {
      schema: {
        tags: ["riot"],
        summary:
          "A summoner's icon, level and ranks by Riot ID and region (cached 30 minutes; icon 29, level 0 and no rank when Riot cannot say)",
        querystring: summonerQuerySchema,
        response: { 200: summonerDtoSchema, ...errors },
      },
    },
    async (request) => getSummonerData(lookups, request.query),
  );

  app.get(
    "/riot/ddragon-version",
    {
      schema: {
        tags: ["riot"],
        summary: "The Data Dragon version for image URLs (cached 30 minutes; 14.24.1 as fallback)",
        response: { 200: ddragonVersionDtoSchema, ...errors },
      },
    },
    async () => ({ version: await getDdragonVersion(lookups) }),
  );
};
