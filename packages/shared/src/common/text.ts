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

/** Control characters but the line breaks a multiline field holds (LF, and CR of CR LF). */
const CONTROL_BUT_LINE_BREAK = /(?![\n\r])\p{Cc}/u;

/** `text()` for a multiline field (a report's account of what happened): line breaks allowed. */
export function multilineText(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((value) => !CONTROL_BUT_LINE_BREAK.test(value), CONTROL_CHARACTERS_MESSAGE);
}

/**
 * Text that shows nothing: whitespace, controls, the blank braille pattern, and Unicode's
 * Default_Ignorable_Code_Point (zero-width spaces and joiners, the Hangul fillers, soft hyphen,
 * bidi marks, variation selectors, tags).
 */
const SHOWS_NOTHING = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\u2800]*$/u;

/** Whether text shows at least one character (a required field: a message, a reason, a name). */
export function hasVisibleText(value: string): boolean {
  return !SHOWS_NOTHING.test(value);
}

/** An optional field as typed: left empty, or showing something (never only blanks). */
export function isEmptyOrVisible(value: string): boolean {
  return value === "" || hasVisibleText(value);
}
