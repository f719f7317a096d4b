import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message as the SMTP server received it: the envelope, the raw source and its parse. */
export type ReceivedMail = { to: string[]; raw: string; parsed: ParsedMail };

export type TestSmtpServer = {
  /** `smtp://127.0.0.1:{port}`, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that accepts every message and
 * keeps it, parsed with `mailparser`. Port 0 picks a free one.
 */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no STARTTLS offer, so the client sends in the clear.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw)
          .then((parsed) => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, parsed });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
