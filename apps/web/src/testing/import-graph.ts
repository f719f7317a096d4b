import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** The web app's `src` folder: module paths below are relative to it. */
export const SRC = path.resolve(__dirname, "..");

/** MUI's or Emotion's code; a Material icon's `?paths` (vite.config.ts, muiIconPaths) is neither. */
export function isStylingLibrary(specifier: string): boolean {
  return (
    /^@(mui|emotion)\//.test(specifier) && !/^@mui\/icons-material\/\w+\?paths$/.test(specifier)
  );
}

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

/** The static, non-type-only imports and re-exports of a module (`import()` loads on demand). */
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
 * Every package import statically reachable from `roots` (paths under `src`), with the module
 * that makes it; the walk does not enter the modules in `stopAt`.
 */
export function packageImportsFrom(roots: string[], stopAt: string[] = []) {
  const stops = new Set(stopAt.map((file) => path.join(SRC, file)));
  const seen = new Set<string>();
  const found: { module: string; specifier: string }[] = [];
  const visit = (file: string) => {
    if (seen.has(file) || stops.has(file) || !/\.tsx?$/.test(file)) {
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
