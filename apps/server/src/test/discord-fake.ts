import http from "node:http";
import { closeServer, listenOnLoopback } from "./local-server";

/** One execute-webhook request as the fake received it. */
export type DiscordRequest = {
  method: string;
  path: string;
  contentType: string | undefined;
  body: unknown;
  at: number;
};

/** What the fake answers next: a status, a JSON body and headers (204 with no body by default). */
type DiscordAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

export type DiscordFake = {
  /** `http://127.0.0.1:{port}/api`, for DISCORD_API_BASE_URL. */
  apiBaseUrl: string;
  /** An execute-webhook URL of the fake. */
  webhookUrl: (id: string, token: string) => string;
  requests: DiscordRequest[];
  /** Answers queued for the next requests, in order (then 204 again). */
  answerNext: (...answers: DiscordAnswer[]) => void;
  /** Webhook ids that answer 404 Unknown Webhook, as Discord does once a webhook is deleted. */
  deleted: Set<string>;
  close: () => Promise<void>;
};

const WEBHOOK_PATH = /^\/api\/webhooks\/(\d+)\/([A-Za-z0-9_-]+)$/;

/** Whether a body has the execute-webhook shape we send: embeds and no mentions. */
function isExecuteWebhookBody(body: unknown): boolean {
  if (typeof body !== "object" || body === null) {
    return false;
  }
  const { embeds, allowed_mentions: mentions } = body as Record<string, unknown>;
  return (
    Array.isArray(embeds) &&
    embeds.length >= 1 &&
    embeds.length <= 10 &&
    embeds.every((embed) => typeof embed === "object" && embed !== null && "title" in embed) &&
    typeof mentions === "object" &&
    mentions !== null &&
    Array.isArray((mentions as { parse?: unknown }).parse)
  );
}

/**
 * A real HTTP server speaking Discord's execute-webhook endpoint (`POST
 * /api/webhooks/{id}/{token}`): it checks the method, path and JSON, keeps each request, and
 * answers 204, or what a test queued (429 with `retry_after`, rate-limit headers), or 404
 * Unknown Webhook for deleted ids.
 */
export async function startDiscordFake(): Promise<DiscordFake> {
  const requests: DiscordRequest[] = [];
  const queued: DiscordAnswer[] = [];
  const deleted = new Set<string>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const send = (answer: DiscordAnswer) => {
        res.writeHead(answer.status, {
          ...(answer.body === undefined ? {} : { "content-type": "application/json" }),
          ...answer.headers,
        });
        res.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
      };
      const match = WEBHOOK_PATH.exec(req.url ?? "");
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        body = undefined;
      }
      requests.push({
        method: req.method ?? "",
        path: req.url ?? "",
        contentType: req.headers["content-type"],
        body,
        at: Date.now(),
      });
      if (req.method !== "POST" || !match) {
        send({ status: 405, body: { message: "405: Method Not Allowed", code: 0 } });
        return;
      }
      if (deleted.has(match[1]!)) {
        send({ status: 404, body: { message: "Unknown Webhook", code: 10015 } });
        return;
      }
      if (
        !req.headers["content-type"]?.startsWith("application/json") ||
        !isExecuteWebhookBody(body)
      ) {
        send({ status: 400, body: { message: "Cannot send an empty message", code: 50006 } });
        return;
      }
      send(queued.shift() ?? { status: 204 });
    });
  });
  const port = await listenOnLoopback(server);
  const apiBaseUrl = `http://127.0.0.1:${port}/api`;
  return {
    apiBaseUrl,
    webhookUrl: (id, token) => `${apiBaseUrl}/webhooks/${id}/${token}`,
    requests,
    answerNext: (...answers) => queued.push(...answers),
    deleted,
    close: () => closeServer(server),
  };
}
