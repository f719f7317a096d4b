import type { FastifyServerOptions } from "fastify";
import type { Config } from "@/config/env";

/** Pretty lines for a person at a terminal, JSON lines for everything else (by TTY, not NODE_ENV). */
export function loggerOptions(config: Pick<Config, "logLevel">): FastifyServerOptions["logger"] {
  return {
    level: config.logLevel,
    redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
    ...(process.stdout.isTTY
      ? {
          transport: {
            target: "pino-pretty",
            options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" },
          },
        }
      : {}),
  };
}
