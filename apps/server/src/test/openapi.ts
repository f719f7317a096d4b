import type { App } from "@/app";

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One operation of the API document: "GET /api/scrims/{id}", its path, method and description. */
export type ApiOperation<O> = { name: string; path: string; method: HttpMethod; operation: O };

/** The app's OpenAPI document, as `/api/docs/json` serves it. */
export async function loadApiDocument<O>(
  app: App,
): Promise<{ paths: Record<string, Record<string, O>> }> {
  return (await app.inject({ method: "GET", url: "/api/docs/json" })).json();
}

/** Every operation of the app's OpenAPI document, typed as `O`. */
export async function apiOperations<O>(app: App): Promise<ApiOperation<O>[]> {
  const doc = await loadApiDocument<O>(app);
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      path,
      method: method.toUpperCase() as HttpMethod,
      operation,
    })),
  );
}
