import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "@scrims/shared/errors";
import { requireAdmin, requireSession, requireUser, userOf } from "@/plugins/auth";
import { assertNotBanned } from "@/features/bans/bans.service";

/**
 * Who may call a route. Every `/api` route needs a signed-in, registered player (`"user"`)
 * unless its `config` says otherwise: `public: true` (sign-in, server status, site texts),
 * `access: "session"` (a sign-in that may not be registered yet) or `access: "admin"` (set once
 * per scope with {@link adminRoutes}).
 */
type RouteAccess = "session" | "user" | "admin";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Anyone may call this route, signed in or not. */
    public?: boolean;
    /** Who may call a non-public route; `"user"` when absent. */
    access?: RouteAccess;
    /** A write a banned player may still make (deleting their account). */
    allowBanned?: boolean;
  }
}

/** OpenAPI `security` of every route that needs a session. */
const bearer = [{ bearerAuth: [] }];

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/** `{error, code}` responses for the given statuses, for a route's `response` schema. */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}

/** The failures of most player routes: bad input, no session, not allowed, not found. */
export const commonErrors = errorResponses(400, 401, 403, 404);

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The one gate every `/api` request passes (as `onRequest`, so a visitor is refused before the
 * body is even read): nothing for public routes, else the session, the account and the admin
 * flag the route's access asks for.
 */
async function authorizeRequest(request: FastifyRequest): Promise<void> {
  const config = request.routeOptions.config;
  if (config.public) {
    return;
  }
  const access = config.access ?? "user";
  if (access === "session") {
    await requireSession(request);
    return;
  }
  await requireUser(request);
  // A banned player may read but not write (403 BANNED with the end date).
  if (!READS.has(request.method) && !config.allowBanned) {
    await assertNotBanned(request.server.deps, userOf(request).id);
  }
  if (access === "admin") {
    await requireAdmin(request);
  }
}

/**
 * The refusals the gate can answer, so the document says them even when a route forgets: 401
 * for every non-public route, 403 (not registered / not an admin) beyond session routes.
 */
function documentAccess(route: RouteOptions): void {
  const config = route.config ?? {};
  if (config.public || !route.schema) {
    return;
  }
  const access = config.access ?? "user";
  const response = (route.schema.response ?? {}) as Record<string | number, unknown>;
  // 403: not registered, not an admin, or banned (writes).
  const refusals = access === "session" ? errorResponses(401) : errorResponses(401, 403);
  route.schema = {
    ...route.schema,
    security: route.schema.security ?? bearer,
    response: { ...refusals, ...response },
  };
}

/**
 * Deny by default for every route registered in `api` (and its child scopes): call it once on
 * the `/api` scope before registering features.
 */
export function denyByDefault(api: FastifyInstance): void {
  api.addHook("onRoute", documentAccess);
  api.addHook("onRequest", authorizeRequest);
}

/** `routes` in a scope of their own where every route is an admin route (declared once). */
export function adminRoutes(routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async (scope, options) => {
    scope.addHook("onRoute", (route) => {
      if (route.config?.public) {
        throw new Error(`${route.method} ${route.url}: an admin route cannot be public`);
      }
      route.config = { ...route.config, access: "admin" };
    });
    await routes(scope, options);
  };
}
