import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The landing's first load (issue 12): the entry (main.tsx) and the landing page's chunk, i.e.
 * every module they import statically. Lazy `import()`s are left out: they load on demand. The
 * landing and the visitor's shell are drawn with plain HTML and CSS; MUI and Emotion come with the
 * MUI pages. A static MUI import anywhere on this path would put them back into the first load.
 */
const SRC = path.resolve(__dirname, "..");
const FIRST_LOAD_ROOTS = ["app/main.tsx", "features/landing/components/landing-page.tsx"];
const STYLING_LIBRARY = /^@(mui|emotion)\//;
/** Only the path data of a Material icon (vite.config.ts, muiIconPaths), no MUI code. */
const ICON_PATHS = /^@mui\/icons-material\/[\w]+\?paths$/;

function resolveLocal(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) {
    base = path.join(SRC, specifier.slice(2));
  } else if (specifier.startsWith(".")) {
    base = path.resolve(path.dirname(from), specifier);
  } else {
    return null;
  }
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return null;
}

/** The static, non-type-only imports and re-exports of a module. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    return [];
  });
}

/** Every package import reachable from the roots, with the module that makes it. */
function firstLoadPackageImports(roots: string[]) {
  const seen = new Set<string>();
  const found: { module: string; specifier: string }[] = [];
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) {
      return;
    }
    seen.add(file);
    for (const specifier of staticImports(file)) {
      const local = resolveLocal(file, specifier);
      if (local) {
        visit(local);
      } else {
        found.push({ module: path.relative(SRC, file), specifier });
      }
    }
  };
  roots.forEach((root) => visit(path.join(SRC, root)));
  return { modules: seen, found };
}

describe("the landing's first load", () => {
  it("imports no MUI or Emotion code, statically, from the entry or the landing page", () => {
    const { modules, found } = firstLoadPackageImports(FIRST_LOAD_ROOTS);

    const styling = found.filter(
      ({ specifier }) => STYLING_LIBRARY.test(specifier) && !ICON_PATHS.test(specifier),
    );
    expect(styling).toEqual([]);
    // The walk did reach the shell and the page (a broken walk would pass vacuously).
    expect([...modules].map((m) => path.relative(SRC, m))).toEqual(
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
