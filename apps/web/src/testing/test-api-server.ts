import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request as the test API saw it; `body` is parsed JSON (undefined when none was sent). */
export type TestApiRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: unknown;
};

/** What a handler answers; `undefined` answers 404 ROUTE_NOT_FOUND, as the real server would. */
export type TestApiReply = { status: number; body?: unknown } | undefined;

export type TestApiHandler = (request: TestApiRequest) => TestApiReply | Promise<TestApiReply>;

export type TestApi = {
  origin: string;
  /** Every request received, oldest first. */
  requests: TestApiRequest[];
  /** Swaps the handler, e.g. to make the next call fail. */
  use: (handler: TestApiHandler) => void;
  close: () => Promise<void>;
};

// Node's fetch resolves relative URLs against this origin. The app's api client calls same-origin
// paths such as `/api/users/Faker`, so the real client reaches the test server unchanged.
const FETCH_ORIGIN = Symbol.for("undici.globalOrigin.1");

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = "";
    req.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    req.on("end", () => {
      if (!text) {
        resolve(undefined);
        return;
      }
      try {
        resolve(JSON.parse(text) as unknown);
      } catch {
        resolve(text);
      }
    });
  });
}

/**
 * Starts a real HTTP server on a free port that stands in for the API, and points the app's
 * same-origin fetches at it. Call `close()` in `afterEach`/`afterAll`.
 */
export async function startTestApi(initialHandler: TestApiHandler): Promise<TestApi> {
  let handler = initialHandler;
  const requests: TestApiRequest[] = [];

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://test.local");
      const request: TestApiRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: await readBody(req),
      };
      requests.push(request);
      const reply = (await handler(request)) ?? {
        status: 404,
        body: { error: "Route not found", code: "ROUTE_NOT_FOUND" },
      };
      if (reply.body === undefined) {
        res.writeHead(reply.status);
        res.end();
        return;
      }
      res.writeHead(reply.status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(reply.body));
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (globalThis as Record<symbol, unknown>)[FETCH_ORIGIN] = new URL(origin);

  return {
    origin,
    requests,
    use: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        delete (globalThis as Record<symbol, unknown>)[FETCH_ORIGIN];
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `{status: 200, body}`: a successful JSON answer. */
export const ok = (body: unknown): TestApiReply => ({ status: 200, body });

/** An error answer in the API's `{error, code}` shape. */
export const fail = (status: number, code: string, error: string): TestApiReply => ({
  status,
  body: { error, code },
});
