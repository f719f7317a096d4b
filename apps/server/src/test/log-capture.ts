import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino, { type DestinationStream } from "pino";
import { uniqueTag } from "./factories";

export type CapturedLog = {
  /** The pino destination to hand to buildTestApp's `logStream`. */
  stream: DestinationStream;
  /** Everything written so far, as the JSON lines a deployment would keep. */
  text: () => string;
  /** The parsed lines. */
  lines: () => Record<string, unknown>[];
  remove: () => void;
};

/** A real pino destination (a file, written synchronously) that a test reads back. */
export function captureLog(): CapturedLog {
  const file = path.join(os.tmpdir(), `scrims-log-${uniqueTag()}.jsonl`);
  const destination = pino.destination({ dest: file, sync: true });
  const text = () => fs.readFileSync(file, "utf8");
  return {
    stream: destination,
    text,
    lines: () =>
      text()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    remove: () => {
      destination.end();
      fs.rmSync(file, { force: true });
    },
  };
}
