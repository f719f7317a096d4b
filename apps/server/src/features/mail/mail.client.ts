import net from "node:net";
import tls from "node:tls";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { MailMessage } from "./mail.rules";

/** How long the SMTP server may take to greet us. */
const PROBE_TIMEOUT_MS = 3_000;

/**
 * Whether the SMTP server of `smtpUrl` (smtp:// or smtps://) is up: it greets a new connection
 * with `220`. The probe says QUIT and closes; it never signs in or sends mail.
 */
export function probeSmtp(smtpUrl: string, timeoutMs: number = PROBE_TIMEOUT_MS): Promise<boolean> {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const port = Number(url.port) || (secure ? 465 : 587);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return new Promise((resolve) => {
    const socket = secure
      ? tls.connect({ host, port, servername: net.isIP(host) ? undefined : host })
      : net.connect({ host, port });
    let greeting = "";
    const finish = (up: boolean) => {
      socket.removeAllListeners("data");
      if (up) {
        socket.end("QUIT\r\n");
      } else {
        socket.destroy();
      }
      resolve(up);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.on("error", () => finish(false));
    socket.on("close", () => resolve(false));
    socket.on("data", (chunk: Buffer) => {
      greeting += chunk.toString("latin1");
      if (greeting.includes("\n")) {
        finish(/^220[ -]/.test(greeting));
      }
    });
  });
}

/** Sends mail: over SMTP when `SMTP_URL` is set, else into the log (to and subject only). */
export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

/**
 * The mailer of this process. Without `smtpUrl` a message is logged at info with its recipient
 * and subject; its body (which holds the unsubscribe token) never reaches the log.
 */
export function createMailer(
  mail: { smtpUrl?: string; from: string },
  log: FastifyBaseLogger,
): Mailer {
  const { smtpUrl } = mail;
  if (!smtpUrl) {
    return {
      async send(message) {
        log.info(
          { mail: { to: message.to, subject: message.subject } },
          "mail not sent (no SMTP_URL): logged instead",
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from: mail.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
      log.info({ mail: { to: message.to, subject: message.subject } }, "mail sent");
    },
    close() {
      transport.close();
    },
  };
}
