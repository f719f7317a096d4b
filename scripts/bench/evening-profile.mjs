// Summarises a V8 CPU profile (node --cpu-prof) of the server: the top functions by self time and
// by total time (self plus what they called), with their file:line in the sources (the bundle's
// source maps are read when present), and self time by area (a package, a folder of the server,
// Node itself, the garbage collector). The evening bench (scripts/bench/evening.mjs) runs it on
// its profiled runs, limited to the measured window; by hand:
//
//   node scripts/bench/evening-profile.mjs <file.cpuprofile | folder> [--from=µs] [--to=µs] [--top=25]
//
// `--from` and `--to` are times of the profile's clock (process.hrtime in µs, the same in every
// process of the machine); a folder means its newest .cpuprofile.
import fs from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { root } from "../lib.mjs";

/**
 * A file's source map (null when there is none) and, for a bundle, where each module starts
 * (esbuild heads each with a comment naming its path), read once per file.
 */
const maps = new Map();
function sourceMapOf(file) {
  if (!maps.has(file)) {
    let map = null;
    const modules = [];
    try {
      map = new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, "utf8")));
      fs.readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          const match = /^\/\/ ((?:\.\.\/)*\S+\.[cm]?[jt]sx?)$/.exec(line);
          if (match) {
            modules.push([i, match[1]]);
          }
        });
    } catch {
      // Not bundled, or no map.
    }
    maps.set(file, { map, modules, dir: path.dirname(file) });
  }
  return maps.get(file);
}

/** The module of a bundle that line `line` (0-based) belongs to, as its heading names it. */
function moduleAt(modules, line) {
  let low = 0;
  let high = modules.length - 1;
  let found;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (modules[mid][0] <= line) {
      found = modules[mid][1];
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}

/** A path as short as it stays clear: a package's own path, or the file's path in this repository. */
function shortPath(file) {
  const modules = file.lastIndexOf("node_modules/");
  if (modules >= 0) {
    return file.slice(modules + "node_modules/".length);
  }
  const relative = path.relative(root, file);
  return relative.startsWith("..") ? file : relative.replace(/^apps\/server\//, "server/");
}

/** Where a frame's function is: { file (short), line (1-based) }, through the source map. */
function locate(frame) {
  const { url, lineNumber, columnNumber } = frame;
  if (!url) {
    return { file: "", line: 0 };
  }
  if (url.startsWith("node:")) {
    return { file: url, line: lineNumber + 1 };
  }
  const file = url.startsWith("file://") ? fileURLToPath(url) : url;
  const { map, modules, dir } = sourceMapOf(file);
  const entry = map?.findEntry(lineNumber, columnNumber);
  if (entry?.originalSource) {
    let source = entry.originalSource.startsWith("file://")
      ? fileURLToPath(entry.originalSource)
      : path.resolve(dir, entry.originalSource);
    // A package's own map, composed by esbuild, may lose the package's name
    // (node_modules/src/entity.ts): the bundle's module heading has it.
    const lost = /\/node_modules\/(src|lib)\//.exec(source);
    const module = lost && moduleAt(modules, lineNumber);
    const name = module && /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module)?.[1];
    if (name) {
      source = source.replace("/node_modules/", `/node_modules/${name}/`);
    }
    return { file: shortPath(source), line: entry.originalLine + 1 };
  }
  return { file: shortPath(file), line: lineNumber + 1 };
}

/** The area self time is summed by: a package, a folder of ours, Node, or V8's own entries. */
function areaOf(name, file) {
  if (file.startsWith("wasm:")) {
    return "PGlite's PostgreSQL (WebAssembly)";
  }
  if (!file) {
    return name.startsWith("(") ? name : "(native)";
  }
  if (file.startsWith("node:")) {
    return "node (internal)";
  }
  if (!file.startsWith("server/") && !file.startsWith("packages/")) {
    // A package: "@scope/name" or "name".
    const parts = file.split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const parts = file.split("/");
  // server/src/features/scrims/hub/… → server/src/features/scrims; server/src/lib/… → server/src/lib
  return parts.slice(0, parts[2] === "features" ? 4 : 3).join("/");
}

const ms = (us) => `${(us / 1000).toFixed(0)} ms`;
const share = (part, whole) => `${((100 * part) / whole).toFixed(1)}%`;

/**
 * Reads a .cpuprofile and returns the summary as lines of text: top `top` functions by self and by
 * total time, and self time by area, over the samples between `from` and `to` (µs of the
 * profile's clock) when given. Idle time is left out of the shares.
 */
export function summarizeProfile(file, { from = -Infinity, to = Infinity, top = 25 } = {}) {
  const profile = JSON.parse(fs.readFileSync(file, "utf8"));
  const parents = new Map();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) {
      parents.set(child, node.id);
    }
  }
  // One key per function (name and place); the location is worked out once per node.
  const keyOf = new Map();
  const places = new Map();
  for (const node of profile.nodes) {
    const frame = node.callFrame;
    const { file: where, line } = locate(frame);
    const name = frame.functionName || "(anonymous)";
    const key = `${name} ${where}:${line}`;
    keyOf.set(node.id, key);
    places.set(key, { name, where: where ? `${where}:${line}` : "", area: areaOf(name, where) });
  }
  const self = new Map();
  const total = new Map();
  const areas = new Map();
  let busy = 0;
  let idle = 0;
  let time = profile.startTime;
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i += 1) {
    time += timeDeltas[i];
    // A sample stands for the time until the next one.
    const duration = timeDeltas[i + 1] ?? 0;
    if (time < from || time > to) {
      continue;
    }
    const key = keyOf.get(samples[i]);
    if (places.get(key).name === "(idle)") {
      idle += duration;
      continue;
    }
    busy += duration;
    self.set(key, (self.get(key) ?? 0) + duration);
    const area = places.get(key).area;
    areas.set(area, (areas.get(area) ?? 0) + duration);
    // Each function on the stack once, however deep it recurses.
    const seen = new Set();
    for (let id = samples[i]; id !== undefined; id = parents.get(id)) {
      const k = keyOf.get(id);
      if (!seen.has(k)) {
        seen.add(k);
        total.set(k, (total.get(k) ?? 0) + duration);
      }
    }
  }
  const rows = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, us], i) => {
        const { name, where } = places.get(key) ?? { name: key, where: "" };
        return `${String(i + 1).padStart(3)}. ${ms(us).padStart(8)} ${share(us, busy).padStart(6)}  ${name}  ${where}`;
      });
  return [
    `Profile ${path.basename(file)}: ${ms(busy)} on the CPU (main thread), ${ms(idle)} idle, ${samples.length} samples in all`,
    "",
    `Top ${top} by self time (share of the busy time):`,
    ...rows(self, top),
    "",
    `Top ${top} by total time (self and callees):`,
    ...rows(
      new Map([...total].filter(([key]) => !["(root)"].includes(places.get(key)?.name))),
      top,
    ),
    "",
    `Top ${top} of this repository's functions by total time (their database calls run in the driver's own tasks, outside these):`,
    ...rows(
      new Map(
        [...total].filter(([key]) => /^(server|packages)\//.test(places.get(key)?.where ?? "")),
      ),
      top,
    ),
    "",
    "Self time by area:",
    ...[...areas]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)
      .map(([area, us]) => `  ${ms(us).padStart(8)} ${share(us, busy).padStart(6)}  ${area}`),
  ];
}

/** The newest .cpuprofile of a folder, or the file itself. */
function profileFileOf(target) {
  if (!fs.statSync(target).isDirectory()) {
    return target;
  }
  const [newest] = profilesIn(target);
  if (!newest) {
    throw new Error(`no .cpuprofile in ${target}`);
  }
  return newest.file;
}

/**
 * The profiles in a folder, newest first, each with the thread it is of: node --cpu-prof writes
 * one per thread, named CPU.<date>.<time>.<pid>.<thread id>.<sequence>.cpuprofile (thread 0 is
 * the main thread; the embedded database's thread is another).
 */
export function profilesIn(folder) {
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".cpuprofile"))
    .map((name) => ({
      file: path.join(folder, name),
      thread: Number(name.split(".").at(-3) ?? 0),
    }))
    .sort((a, b) => fs.statSync(b.file).mtimeMs - fs.statSync(a.file).mtimeMs);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [target, ...flags] = process.argv.slice(2);
  if (!target) {
    console.log(
      "usage: node scripts/bench/evening-profile.mjs <file.cpuprofile | folder> [--from=µs] [--to=µs] [--top=25]",
    );
  } else {
    const option = (name) => {
      const flag = flags.find((f) => f.startsWith(`--${name}=`));
      return flag === undefined ? undefined : Number(flag.slice(name.length + 3));
    };
    const lines = summarizeProfile(profileFileOf(target), {
      from: option("from"),
      to: option("to"),
      top: option("top"),
    });
    console.log(lines.join("\n"));
  }
}
