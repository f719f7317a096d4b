import { Fragment } from "react";
import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";

import type { RichText } from "../types/legal-document";

type RichTextContentProps = {
  text: RichText;
};

/** Renders plain text, or text with in-app links, inline. */
export function RichTextContent({ text }: RichTextContentProps) {
  if (typeof text === "string") {
    return text;
  }
  // Parts are static content that never reorders, so the index is a stable key.
  return text.map((part, index) =>
    typeof part === "string" ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <Link key={index} component={RouterLink} to={part.to} underline="always">
        {part.label}
      </Link>
    ),
  );
}
