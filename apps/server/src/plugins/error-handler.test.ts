import Fastify from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "@/test/assertions";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { errorHandlerPlugin } from "./error-handler";
import { requestIdPlugin } from "./request-id";

// A bare Fastify with only the error handler, so each kind of failure can be provoked directly.
const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every error body carries the request's id (plugins/request-id.ts).
  await app.register(requestIdPlugin);
  await app.register(errorHandlerPlugin);
  app.post(
    "/validated",
    { schema: { body: z.object({ name: z.string().min(3), age: z.number().int() }) } },
    async () => ({ ok: true }),
  );
  app.get("/app-error", async () => {
    throw new AppError("CONFLICT", "Seat taken", { scrim: { _id: "s1" } });
  });
  app.get("/crash", async () => {
    throw new Error("secret internals at /srv/app.ts:12");
  });
  app.get(
    "/bad-response",
    { schema: { response: { 200: z.object({ n: z.number() }) } } },
    async () => ({ n: "not a number" }) as unknown as { n: number },
  );
  await app.ready();
});
afterAll(() => app.close());

/** POSTs a body to /validated as it is, under this content type. */
const postRawBody = (contentType: string, payload: string) =>
  app.inject({
    method: "POST",
    url: "/validated",
    headers: { "content-type": contentType },
    payload,
  });

describe("error handler", () => {
  it("turns an AppError into its status with {error, code} and extra fields", async () => {
    const res = await app.inject({ method: "GET", url: "/app-error" });
    expectError(res, 409, { error: "Seat taken", code: "CONFLICT", scrim: { _id: "s1" } });
  });

  it("answers a schema failure with 400 VALIDATION_FAILED naming the field", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/validated",
      payload: { name: "ab", age: 1.5 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.error).toMatch(/^Invalid body: /);
    expect(body.error).toContain("name");
    expect(body.error).toContain("age");
  });

  it("answers broken JSON with 400 and no parser internals", async () => {
    const res = await postRawBody("application/json", '{"name": "abc",');
    expectError(res, 400, {
      error: "The request body is not valid JSON.",
      code: "BAD_REQUEST",
    });
  });

  it("answers an unsupported content type with 415", async () => {
    const res = await postRawBody("application/xml", "<a/>");
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("hides an unexpected failure behind a generic 500 without a stack trace", async () => {
    const res = await app.inject({ method: "GET", url: "/crash" });
    expectError(res, 500, {
      error: "Something went wrong on our side. Please try again later.",
      code: "INTERNAL",
    });
    expect(res.body).not.toContain("secret internals");
  });

  it("treats a response that breaks its own schema as our bug (500), not the client's", async () => {
    const res = await app.inject({ method: "GET", url: "/bad-response" });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe("INTERNAL");
  });
});
