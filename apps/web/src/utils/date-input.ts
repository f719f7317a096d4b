import dayjs from "dayjs";

/** How dates are typed and shown in forms. */
export const DATE_INPUT_FORMAT = "MM/DD/YYYY";

/**
 * Keeps what is typed in the MM/DD/YYYY shape: digits only, slashes put in after the month and
 * the day. A one-digit month or day closed with '/' is padded ('5/3/2025' reads 05/03/2025).
 */
export function maskDateInput(raw: string): string {
  const segments = raw.split("/");
  const digits = segments
    .map((segment, index) => {
      const part = segment.replace(/\D/g, "");
      const closed = index < 2 && index < segments.length - 1;
      return closed && part.length === 1 ? `0${part}` : part;
    })
    .join("")
    .slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join("/");
}

/** `MM/DD/YYYY` → `YYYY-MM-DD`, or "" unless it is a complete, real calendar day. */
export function parseDateInput(text: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) {
    return "";
  }
  const [, month, day, year] = match;
  const value = `${year}-${month}-${day}`;
  // dayjs rolls 02/30 over into March: a day that does not survive the round trip is not real.
  return dayjs(value).format("YYYY-MM-DD") === value ? value : "";
}

/** `YYYY-MM-DD` → `MM/DD/YYYY` ("" stays ""). */
export function formatDateInput(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : "";
}
