import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { testApp } from "@/test/app";
import { loadApiDocument } from "@/test/openapi";

const app = await testApp();

type Operation = {
  parameters?: { in: string; name: string; schema: unknown }[];
  requestBody?: unknown;
  responses: Record<string, { content?: unknown }>;
};
const doc = await loadApiDocument<Operation>(app);
const operation = (path: string, method: string) => doc.paths[path]![method]!;

describe("the OpenAPI document", () => {
  it("is valid OpenAPI", async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("documents bodiless answers without a body (204, redirects)", () => {
    const remove = operation("/api/scrims/{id}", "delete");
    expect(remove.requestBody).toBeUndefined();
    expect(remove.responses["204"]).toEqual({ description: "No content" });
    for (const [path, method] of [
      ["/api/auth/logout", "post"],
      ["/api/auth/account", "delete"],
    ] as const) {
      expect(operation(path, method).responses["204"]?.content, path).toBeUndefined();
    }
  });

  it("documents the OIDC routes' 400 and redirect, and the callback's query as parameters", () => {
    for (const step of ["start", "callback"]) {
      const responses = operation(`/api/auth/oidc/{provider}/${step}`, "get").responses;
      expect(Object.keys(responses).sort(), step).toEqual(["302", "400", "404", "429", "503"]);
      expect(responses["302"]?.content, step).toBeUndefined();
    }
    const query = operation("/api/auth/oidc/{provider}/callback", "get")
      .parameters!.filter((p) => p.in === "query")
      .map((p) => [p.name, p.schema]);
    expect(query).toEqual(
      ["code", "state", "iss", "error", "error_description"].map((name) => [
        name,
        { type: "string" },
      ]),
    );
  });

  it("answers the documented 400 for an unknown provider", async () => {
    const res = await app.inject({ method: "GET", url: "/api/auth/oidc/nope/start" });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(operation("/api/auth/oidc/{provider}/start", "get").responses)).toContain(
      "400",
    );
  });
});
