import type { FastifyBodyParser, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "@/lib/errors";

/**
 * Largest request body a route takes unless it declares its own `bodyLimit` (the post-game
 * image route will: about 3 MiB of base64). Larger bodies answer 413 before they are parsed.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/** Deepest nesting of objects and arrays a JSON body may have; ours need four levels at most. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether `text` opens more than `max` objects or arrays inside each other. One pass over the
 * characters, so a hostile body is refused before JSON.parse spends time and memory on it.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) {
        i += 1; // the escaped character cannot end the string
      } else if (char === 0x22) {
        inString = false;
      }
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > max) {
        return true;
      }
    } else if (char === 0x7d || char === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * JSON bodies: an empty body is no body (clients send `content-type: application/json` on
 * every request, bodiless ones included), deep nesting is refused with 400 before parsing, and
 * the rest goes to Fastify's own parser (which refuses prototype poisoning).
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    // Fastify's default JSON parser is the callback form (it calls `done` and returns nothing);
    // it is declared as either form of a body parser, the async one included.
    const parseJson = app.getDefaultJsonParser("error", "error") as Exclude<
      FastifyBodyParser<string>,
      (request: never, rawBody: never) => Promise<unknown>
    >;
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      const text = body as string;
      if (text.trim() === "") {
        done(null, undefined);
        return;
      }
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        done(
          new AppError(
            "BAD_REQUEST",
            `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
          ),
          undefined,
        );
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: "json-body" },
);
