import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { authMessages } from "@scrims/shared/auth/auth.schema";
import { AppError } from "@/lib/errors";
import { bearerToken } from "@/features/auth/auth.rules";
import { resolveSessionByToken, type AuthContext } from "@/features/auth/auth.service";
import type { UserRow } from "@/features/users/users.repository";

export type { AuthContext };

declare module "fastify" {
  interface FastifyRequest {
    /** Resolves the session of the bearer token once per request (cached); null for a visitor. */
    getAuth(): Promise<AuthContext | null>;
    /** The pending or settled lookup behind getAuth(). */
    authLookup: Promise<AuthContext | null> | null;
    /** The lookup's result once settled (what sessionOf/userOf read after a require* hook). */
    authResult: AuthContext | null;
  }
}

/**
 * Who is calling: reads `Authorization: Bearer <token>` and resolves session → identity → account
 * lazily, at most once per request. Routes guard themselves with the hooks below (as `onRequest`,
 * so a visitor is refused before the body is even parsed).
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest("authLookup", null);
    app.decorateRequest("authResult", null);
    app.decorateRequest("getAuth", function getAuth(this: FastifyRequest) {
      if (!this.authLookup) {
        const header = this.headers.authorization;
        const token = bearerToken(Array.isArray(header) ? header[0] : header);
        this.authLookup = (
          token ? resolveSessionByToken(app.deps, token) : Promise.resolve(null)
        ).then((auth) => {
          this.authResult = auth;
          return auth;
        });
      }
      return this.authLookup;
    });
  },
  { name: "auth" },
);

/** Hook: any valid session, registered or not; else 401 'Please login to continue'. */
export async function requireSession(request: FastifyRequest): Promise<void> {
  if (!(await request.getAuth())) {
    throw new AppError("UNAUTHORIZED", authMessages.loginRequired);
  }
}

/** Hook: a session of a registered player; 401 without a session, 403 REGISTRATION_REQUIRED before signup. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const auth = await request.getAuth();
  if (!auth) {
    throw new AppError("UNAUTHORIZED", authMessages.loginRequired);
  }
  if (!auth.user) {
    throw new AppError("REGISTRATION_REQUIRED", authMessages.registrationRequired);
  }
}

/** Hook: a registered admin; 401 without a session, 403 FORBIDDEN otherwise. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!request.authResult?.user?.isAdmin) {
    throw new AppError("FORBIDDEN", authMessages.noPermission);
  }
}

/** The session of a request that passed requireSession. */
export function sessionOf(request: FastifyRequest): AuthContext {
  if (!request.authResult) {
    throw new AppError("UNAUTHORIZED", authMessages.loginRequired);
  }
  return request.authResult;
}

/** The account of a request that passed requireUser (or requireAdmin). */
export function userOf(request: FastifyRequest): UserRow {
  const { user } = sessionOf(request);
  if (!user) {
    throw new AppError("REGISTRATION_REQUIRED", authMessages.registrationRequired);
  }
  return user;
}
