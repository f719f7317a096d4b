import type { ReactNode } from "react";
import "./page-title.css";

/** A page's one `h1`, a size smaller on a phone. Plain HTML and CSS: the hub paints it first. */
export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="page-title">{children}</h1>;
}
