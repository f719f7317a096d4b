import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The static import graph of the web app's modules, for the first-load tests (issue 12): which
 * packages a page's first load imports. Lazy `import()`s are left out: they load on demand.
 */
const SRC = path.resolve(__dirname, "..");
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

/**
 * Every module (paths under src/) reachable from the roots by static imports, and every package
 * import among them with the module that makes it. The walk does not go into the modules in
 * `stopAt` (paths under src/): parts known not to be plain yet.
 */
export function firstLoadPackageImports(roots: string[], stopAt: string[] = []) {
  const stops = new Set(stopAt.map((module) => path.join(SRC, module)));
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
  return { modules: [...seen].map((module) => path.relative(SRC, module)), found };
}

/** The MUI and Emotion imports among `found` (a Material icon's path data is no MUI code). */
export function stylingImports(found: { module: string; specifier: string }[]) {
  return found.filter(
    ({ specifier }) => STYLING_LIBRARY.test(specifier) && !ICON_PATHS.test(specifier),
  );
}
