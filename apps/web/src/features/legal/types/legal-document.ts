/** A link inside running text; `to` is an in-app path handled by the router. */
type InlineLink = {
  label: string;
  to: string;
};

/** Plain text, or text mixed with in-app links, rendered inline in order. */
export type RichText = string | ReadonlyArray<string | InlineLink>;

type LegalListItem = {
  /** Optional bold lead-in, e.g. the name of a data field before its explanation. */
  lead?: string;
  text: RichText;
};

export type LegalBlock =
  { kind: "paragraph"; text: RichText } | { kind: "list"; items: readonly LegalListItem[] };

export type LegalSection = {
  /** Anchor id of the section heading; unique within its document. */
  id: string;
  /** Heading without its number; the number comes from the section's position. */
  title: string;
  blocks: readonly LegalBlock[];
};

export type LegalAction = {
  label: string;
  to: string;
};
