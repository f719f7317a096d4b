import Link from "@mui/material/Link";
import type { ReactNode } from "react";

// http(s) URLs and bare www. addresses; anything else (javascript:, data:, mailto:) stays text.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
// Punctuation that ends a sentence rather than the link ("see https://x.gg/a.").
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** The safe href for a matched address, or null when it is not a plain web link. */
export function toSafeHref(candidate: string): string | null {
  const withScheme = /^www\./i.test(candidate) ? `https://${candidate}` : candidate;
  try {
    const url = new URL(withScheme);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits text into plain strings and `{link, href}` parts. */
export function splitLinks(text: string): Array<string | { link: string; href: string }> {
  const parts: Array<string | { link: string; href: string }> = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const link = match[0].replace(TRAILING, "");
    const href = toSafeHref(link);
    if (!href || !link) {
      continue;
    }
    if (start > last) {
      parts.push(text.slice(last, start));
    }
    parts.push({ link, href });
    last = start + link.length;
  }
  if (last < text.length) {
    parts.push(text.slice(last));
  }
  return parts;
}

/**
 * User text rendered as text (React escapes it: no HTML is ever interpreted), with web addresses
 * made into links that open in a new tab without giving the page a handle on this one.
 */
export function LinkifiedText({ text }: { text: string }): ReactNode {
  return splitLinks(text).map((part, index) =>
    typeof part === "string" ? (
      part
    ) : (
      <Link
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        sx={{ overflowWrap: "anywhere", color: "inherit", textDecorationColor: "currentColor" }}
      >
        {part.link}
      </Link>
    ),
  );
}
