import { describe, expect, it } from "vitest";
import { firstLoadPackageImports, stylingImports } from "@/testing/static-import-graph";

/**
 * The landing's first load (issue 12): the entry (main.tsx) and the landing page's chunk, i.e.
 * every module they import statically. Lazy `import()`s are left out: they load on demand. The
 * landing and the visitor's shell are drawn with plain HTML and CSS; MUI and Emotion come with the
 * MUI pages. A static MUI import anywhere on this path would put them back into the first load.
 */
const FIRST_LOAD_ROOTS = ["app/main.tsx", "features/landing/components/landing-page.tsx"];

describe("the landing's first load", () => {
  it("imports no MUI or Emotion code, statically, from the entry or the landing page", () => {
    const { modules, found } = firstLoadPackageImports(FIRST_LOAD_ROOTS);

    expect(stylingImports(found)).toEqual([]);
    // The walk did reach the shell and the page (a broken walk would pass vacuously).
    expect(modules).toEqual(
      expect.arrayContaining([
        "components/layouts/app-layout.tsx",
        "features/landing/components/scrim-preview.tsx",
        "theme/lazy-themed.tsx",
      ]),
    );
    expect(found.map(({ specifier }) => specifier)).toEqual(
      expect.arrayContaining(["react-router", "@tanstack/react-query"]),
    );
  });

  it("would catch an MUI import on that path", () => {
    // The MUI pages' layout route is on the other side of a lazy import: reached directly, the walk
    // finds MUI's theme provider in it.
    const { found } = firstLoadPackageImports(["theme/mui-theme.tsx"]);

    expect(found.map(({ specifier }) => specifier)).toContain("@mui/system");
  });
});
