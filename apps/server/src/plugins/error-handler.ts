import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from "fastify-type-provider-zod";
import type { ErrorCode } from "@scrims/shared/errors";
import { AppError } from "@/lib/errors";
import { redactUrl } from "@/lib/logger";
import { REQUEST_ID_HEADER } from "@/lib/request-id";

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
};

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again later.";

function describeValidation(error: FastifyError): string {
  const context = error.validationContext ?? "request";
  const details = (error.validation ?? []).map((issue) => {
    const where = issue.instancePath
      ? issue.instancePath.replace(/^\//, "").replaceAll("/", ".")
      : "";
    return where ? `${where}: ${issue.message}` : (issue.message ?? "invalid");
  });
  return `Invalid ${context}: ${details.join("; ") || "does not match the expected shape"}`;
}

/**
 * Errors Fastify's router raises before any route or hook runs (a malformed percent-encoding in
 * the URL, a path parameter too long): the same `{error, code}` body as everything else. Goes in `Fastify({frameworkErrors})`.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // 400 for all of them (a path parameter over 100 characters would be a 414 nobody documents).
  request.log.debug({ err: error }, "request URL refused by the router");
  // No hook runs for these: the request id goes on here.
  void reply
    .status(400)
    .header(REQUEST_ID_HEADER, request.id)
    .send({ error: "The request URL is not valid.", code: "BAD_REQUEST", requestId: request.id });
}

/**
 * The one place where failures become responses: always JSON `{error, code}`, never a stack
 * trace. Anything that is not an expected client error is logged and answered with a 500.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return reply
          .status(error.statusCode)
          .send({ ...error.extra, error: error.message, code: error.code });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply
          .status(400)
          .send({ error: describeValidation(error), code: "VALIDATION_FAILED" });
      }
      if (isResponseSerializationError(error)) {
        request.log.error(
          { err: error, url: redactUrl(request.url) },
          "response did not match its schema",
        );
        return reply.status(500).send({ error: INTERNAL_MESSAGE, code: "INTERNAL" });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = CODE_BY_STATUS[status] ?? "BAD_REQUEST";
        const message =
          error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
            ? "The request body is not valid JSON."
            : error.message;
        return reply.status(status).send({ error: message, code });
      }
      request.log.error({ err: error }, "unhandled error");
      return reply.status(500).send({ error: INTERNAL_MESSAGE, code: "INTERNAL" });
    });
  },
  { name: "error-handler" },
);
