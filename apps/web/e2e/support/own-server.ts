import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { ServerProcess } from "./server-process";
import { test } from "./test";

export type OwnServerOptions = {
  port: number;
  /** The server's admin (ADMIN_EMAILS). */
  adminEmail: string;
  /** The server's other variables. */
  env?: Record<string, string>;
  /** Starts what the server talks to (fakes) and answers more variables for the server. */
  start?: () => Promise<Record<string, string> | void>;
  /** Closes what `start` started, once the server has stopped. */
  close?: () => Promise<void>;
};

export type OwnServer = { readonly server: ServerProcess; readonly api: APIRequestContext };

/**
 * A server of its own for the tests of one spec file (fresh data, local sign-in, a high sign-in
 * limit), started after `start` in `beforeAll` and stopped before `close` in `afterAll`.
 * `server` and `api` (a request context on it) are there once `beforeAll` has run.
 */
export function ownServerForFile(options: OwnServerOptions): OwnServer {
  let server: ServerProcess | undefined;
  let api: APIRequestContext | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const env = (await options.start?.()) ?? {};
    server = new ServerProcess(options.port, {
      LOCAL_SIGNIN: "true",
      SIGNIN_RATE_LIMIT: "1000",
      ADMIN_EMAILS: options.adminEmail,
      ...options.env,
      ...env,
    });
    await server.start(120_000);
    api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
  });
  test.afterAll(async () => {
    await api?.dispose();
    await server?.dispose();
    await options.close?.();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) {
      throw new Error("the own server has not started (use it inside a test)");
    }
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get api() {
      return started(api);
    },
  };
}
