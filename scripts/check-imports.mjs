#!/usr/bin/env node
// Fails on import cycles in packages/shared, the server and the web app (type-only imports
// included: a type cycle still ties two modules together), and on web features importing each
// other (docs/ARCHITECTURE.md, house style rule 2: pages in app/routes compose features). Imports
// are read with the TypeScript compiler, so what counts is what the compiler sees.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** Each package: its source folder and the alias that means that folder. */
const PACKAGES = [
  { dir: "packages/shared/src", alias: null },
  { dir: "apps/server/src", alias: "@/" },
  { dir: "apps/web/src", alias: "@/" },
];
const SHARED_PREFIX = "@scrims/shared/";
const SHARED_DIR = path.join(root, "packages/shared/src");

/**
 * Web cross-feature imports that predate this check, as "from-feature -> to-feature". Each is to be
 * removed by moving the shared piece to lib/ or composing in app/routes; the check names any entry
 * that is no longer needed so the list only shrinks.
 */
const KNOWN_WEB_CROSS_FEATURE = new Set([]);

const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

function walk(dir) {
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return walk(full);
    }
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

function resolveFile(base) {
  if (/\.tsx?$/.test(base) && fs.existsSync(base)) {
    return base;
  }
  for (const ext of EXTENSIONS) {
    if (fs.existsSync(base + ext)) {
      return base + ext;
    }
  }
  return undefined;
}

/** The file an import specifier names, or undefined for a package from node_modules. */
function resolveImport(fromFile, specifier, pkgDir) {
  if (specifier.startsWith(".")) {
    return resolveFile(path.resolve(path.dirname(fromFile), specifier));
  }
  if (specifier.startsWith(SHARED_PREFIX)) {
    return resolveFile(path.join(SHARED_DIR, specifier.slice(SHARED_PREFIX.length)));
  }
  if (pkgDir.alias && specifier.startsWith(pkgDir.alias)) {
    return resolveFile(path.join(root, pkgDir.dir, specifier.slice(pkgDir.alias.length)));
  }
  return undefined;
}

/** Every module specifier a file imports or re-exports, static or dynamic. */
function specifiersOf(file) {
  const text = fs.readFileSync(file, "utf8");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const rel = (file) => path.relative(root, file);
const graph = new Map();
for (const pkg of PACKAGES) {
  for (const file of walk(path.join(root, pkg.dir))) {
    const targets = new Set();
    for (const specifier of specifiersOf(file)) {
      const target = resolveImport(file, specifier, pkg);
      if (target) {
        targets.add(target);
      }
    }
    graph.set(file, [...targets]);
  }
}

// Tarjan's strongly connected components: every component of more than one file is a cycle.
const problems = [];
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const components = [];

function connect(start) {
  // Iterative, so deep import chains cannot overflow the call stack.
  const work = [{ node: start, next: 0 }];
  index.set(start, counter);
  low.set(start, counter);
  counter += 1;
  stack.push(start);
  onStack.add(start);
  while (work.length > 0) {
    const frame = work[work.length - 1];
    const edges = graph.get(frame.node) ?? [];
    if (frame.next < edges.length) {
      const target = edges[frame.next];
      frame.next += 1;
      if (!graph.has(target)) {
        continue;
      }
      if (!index.has(target)) {
        index.set(target, counter);
        low.set(target, counter);
        counter += 1;
        stack.push(target);
        onStack.add(target);
        work.push({ node: target, next: 0 });
      } else if (onStack.has(target)) {
        low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
      }
      continue;
    }
    work.pop();
    if (work.length > 0) {
      const parent = work[work.length - 1].node;
      low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
    }
    if (low.get(frame.node) === index.get(frame.node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
      if (component.length > 1 || selfImport) {
        components.push(component);
      }
    }
  }
}

for (const file of graph.keys()) {
  if (!index.has(file)) {
    connect(file);
  }
}

/** One concrete loop through a component, for a readable message. */
function exampleCycle(component) {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (target === start) {
        const chain = [start];
        for (let at = node; at !== start; at = previous.get(at)) {
          chain.splice(1, 0, at);
        }
        return [...chain, start];
      }
      if (members.has(target) && !previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

for (const component of components) {
  problems.push(`import cycle: ${exampleCycle(component).map(rel).join(" → ")}`);
}

// Web features never import each other.
const WEB_FEATURES = path.join(root, "apps/web/src/features") + path.sep;
const featureOf = (file) =>
  file.startsWith(WEB_FEATURES) ? file.slice(WEB_FEATURES.length).split(path.sep)[0] : undefined;
const crossFeatureSeen = new Set();
for (const [file, targets] of graph) {
  const from = featureOf(file);
  if (!from) {
    continue;
  }
  for (const target of targets) {
    const to = featureOf(target);
    if (!to || to === from) {
      continue;
    }
    const pair = `${from} -> ${to}`;
    crossFeatureSeen.add(pair);
    if (!KNOWN_WEB_CROSS_FEATURE.has(pair)) {
      problems.push(
        `${rel(file)} imports ${rel(target)}: web features never import each other (compose them in app/routes, or move the shared piece to lib/ or components/)`,
      );
    }
  }
}
for (const pair of KNOWN_WEB_CROSS_FEATURE) {
  if (!crossFeatureSeen.has(pair)) {
    console.warn(`check-imports: "${pair}" is no longer imported; remove it from the known list.`);
  }
}

if (problems.length > 0) {
  console.error(`Import check failed:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(`Import check passed (${graph.size} files, no cycles).`);
