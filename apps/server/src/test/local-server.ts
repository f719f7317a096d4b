import type { Server as HttpServer } from "node:http";
import type { Server as HttpsServer } from "node:https";
import type { AddressInfo, Server } from "node:net";

// The local servers that stand in for outside services in tests (Riot, Discord, an OpenID
// provider, a push service) listen and close alike.

/**
 * Makes a fake's server listen on a loopback address (a free port unless given); resolves with
 * its port, or rejects when it cannot listen there (e.g. the port is taken).
 */
export async function listenOnLoopback(
  server: Server,
  port = 0,
  host = "127.0.0.1",
): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

/** Closes a fake's server at once: its kept-alive connections dropped, then the listener. */
export async function closeServer(server: HttpServer | HttpsServer): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
