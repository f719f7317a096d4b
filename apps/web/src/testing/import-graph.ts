import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** The web app's `src`, which `@/` names. */
export const SRC = path.resolve(__dirname, "..");
/** What must not load with a page drawn without MUI. */
export const STYLING_LIBRARY = /^@(mui|emotion)\//;
/** Only the path data of a Material icon (vite.config.ts, muiIconPaths), no MUI code. */
export const ICON_PATHS = /^@mui\/icons-material\/[\w]+\?paths$/;

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

/** The static, non-type-only imports and re-exports of a module (no `import()`). */
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

/**
 * Every module reachable from `roots` (paths under `src`) through static imports, and every
 * package import among them with the module that makes it. Lazy `import()`s are left out: they
 * load on demand.
 */
export function staticImportGraph(roots: string[]) {
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
  return { modules: [...seen].map((file) => path.relative(SRC, file)), found };
}

/** The MUI and Emotion imports (icon path data aside) among `found`. */
export const stylingImports = (found: { module: string; specifier: string }[]) =>
  found.filter(({ specifier }) => STYLING_LIBRARY.test(specifier) && !ICON_PATHS.test(specifier));
