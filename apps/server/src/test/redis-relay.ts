import net from "node:net";

/**
 * A TCP relay on a port of its own to the real Redis of `redisUrl`: the app talks to Redis
 * through it, and a test takes Redis away (`close`: the port and every connection) and brings it
 * back on the same port (`open`).
 */
export function redisRelay(redisUrl: string) {
  const redis = new URL(redisUrl);
  const connections = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(redis.port || 6379), redis.hostname);
        connections.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          connections.delete(client);
          connections.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server?.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of connections) {
        socket.destroy();
      }
      connections.clear();
      if (!server) {
        resolve();
        return;
      }
      server.close(() => resolve());
    });
  return { open, close, url: () => `redis://127.0.0.1:${port}` };
}
