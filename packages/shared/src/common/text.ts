import { z } from "zod";

/** C0 controls (NUL, tab, newline, …), DEL and C1 controls: Unicode's general category Cc. */
const CONTROL_CHARACTER = /\p{Cc}/u;

export const CONTROL_CHARACTERS_MESSAGE = "Text may not contain control characters";

/**
 * The one string schema for text a client sends (body fields, path and query parameters):
 * refuses control characters, which no field of ours holds and PostgreSQL refuses (NUL). Chain
 * `.trim()`, `.min()`, `.max()` on it as on `z.string()`.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((value) => !CONTROL_CHARACTER.test(value), CONTROL_CHARACTERS_MESSAGE);
}

export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}
