// After `vite build`: renders the public pages (src/app/prerender/prerendered-pages.ts) into
// dist/prerendered/*.html so their first paint needs no JavaScript, each with its styles, the
// above-the-fold font weight preloaded, and its scripts (entry and page chunk) started once the
// page is painted. The server reads
// dist/prerendered/manifest.json to pick the file for a path (see apps/server web-app plugin).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const distDir = path.join(webDir, "dist");
const outDir = path.join(distDir, "prerendered");
/** The landing's largest text block (its LCP) is set in this weight; the others load when used. */
const PRELOADED_FONT = /^montserrat-latin-600-normal-[\w-]+\.woff2$/;
/**
 * The app's one stylesheet (fonts, base.css, the plain-CSS shell and landing): inlined, so the
 * first paint waits for no request.
 */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/;
/** The app's entry module and the chunks it preloads, as vite writes them into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/(assets\/[\w.-]+\.js)"><\/script>/;
const SHELL_PRELOAD =
  /<link rel="modulepreload" crossorigin href="\/(assets\/[\w.-]+\.js)">\n?\s*/g;

/** The weights the hub and a scrim's lobby set their text in: preloaded, so it never reflows. */
const APP_SHELL_FONTS = /^montserrat-latin-(400|600|700)-normal-[\w-]+\.woff2$/;
/** The MUI pages' layout route (src/app/router.tsx): MUI's theme, not loaded by the landing. */
const MUI_THEME_SOURCE = "src/theme/mui-theme.tsx";

const ssrDir = fs.mkdtempSync(path.join(os.tmpdir(), "scrims-prerender-"));
try {
  await build({
    root: webDir,
    configFile: path.join(webDir, "vite.config.ts"),
    logLevel: "warn",
    ssr: { noExternal: true },
    build: {
      ssr: "src/app/prerender/render-page.tsx",
      outDir: ssrDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: "render-page.mjs" } },
    },
  });
  const {
    renderPage,
    renderSignedInFrame,
    prerenderedPages,
    notFoundPage,
    signedInFrames,
    routePatterns,
    LANDING_SESSION_SCRIPT,
  } = await import(pathToFileURL(path.join(ssrDir, "render-page.mjs")).href);

  const shell = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8"));
  const [stylesheetLink, stylesheetFile] = STYLESHEET_LINK.exec(shell) ?? [];
  const inlineCss = stylesheetFile
    ? `<style>${fs.readFileSync(path.join(distDir, stylesheetFile), "utf8")}</style>`
    : "";
  const font = fs.readdirSync(path.join(distDir, "assets")).find((f) => PRELOADED_FONT.test(f));
  // The app's scripts start once the page is painted (scripts/start-after-paint.js), not with
  // the HTML: this hashed asset, given the entry and the chunks to preload, requests them.
  // Shipped without its comments: it is on every prerendered page's first load.
  const starter = fs
    .readFileSync(path.join(webDir, "scripts/start-after-paint.js"), "utf8")
    .replace(/^\s*(\/\/|\/\*).*\n/gm, "");
  const starterHash = crypto.createHash("sha256").update(starter).digest("base64url").slice(0, 8);
  const starterFile = `assets/start-after-paint-${starterHash}.js`;
  fs.writeFileSync(path.join(distDir, starterFile), starter);
  const [entryTag, entryFile] = ENTRY_SCRIPT.exec(shell) ?? [];
  if (!entryTag) {
    throw new Error("no entry module script in dist/index.html");
  }
  const shellPreloads = [...shell.matchAll(SHELL_PRELOAD)].map((m) => m[1]);

  // The page chunk and the chunks it imports, less those the shell already loads.
  const chunkFiles = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) {
      return [];
    }
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((dep) => chunkFiles(dep, seen))];
  };
  /** The chunks of these modules (and what they import) a page preloads beside the shell's. */
  const pagePreloadsOf = (sources) =>
    [...new Set(sources.flatMap((source) => chunkFiles(source)))].filter(
      (file) => file !== entryFile && !shellPreloads.includes(file),
    );

  // The landing, the visitor's shell, the hub and a scrim's page are plain HTML and CSS (issue
  // 12): MUI, and the Emotion styling engine under it, load with the MUI pages and widgets.
  // Emotion marks its style tags `data-emotion`.
  const assertNoEmotion = (page, files) => {
    const styled = files.filter((file) =>
      fs.readFileSync(path.join(distDir, file), "utf8").includes("data-emotion"),
    );
    if (styled.length > 0) {
      throw new Error(`${page}'s first load carries MUI/Emotion: ${styled.join(", ")}`);
    }
  };

  if (!manifest[MUI_THEME_SOURCE]) {
    throw new Error(`no chunk for ${MUI_THEME_SOURCE} in the build manifest`);
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  for (const page of [...prerenderedPages, notFoundPage]) {
    if (!manifest[page.source]) {
      throw new Error(`no chunk for ${page.source} in the build manifest`);
    }
    const { html, styles } = await renderPage(page.path);
    // Every page but the landing is drawn with MUI, under the layout route that loads its theme.
    const sources = page.path === "/" ? [page.source] : [page.source, MUI_THEME_SOURCE];
    const pagePreloads = pagePreloadsOf(sources);
    if (page.path === "/") {
      assertNoEmotion("the landing", [entryFile, ...shellPreloads, ...pagePreloads]);
      if (styles !== "") {
        throw new Error(`the landing's HTML carries Emotion styles: ${styles.slice(0, 120)}`);
      }
    }
    const modules = [...shellPreloads, ...pagePreloads].map((file) => `/${file}`).join(" ");
    const head = [
      // The landing sends a signed-in player on to the hub: it stays hidden for them.
      ...(page.path === "/" ? [`<script>${LANDING_SESSION_SCRIPT}</script>`] : []),
      ...(font
        ? [`<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>`]
        : []),
      `<script defer src="/${starterFile}" data-entry="/${entryFile}" data-preload="${modules}"></script>`,
    ];
    let out = (stylesheetLink ? shell.replace(stylesheetLink, () => inlineCss) : shell)
      .replace(entryTag, "")
      .replace(SHELL_PRELOAD, "")
      .replace("</head>", () => `  ${head.join("\n    ")}\n    ${styles}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root" data-prerendered>${html}</div>`);
    if (page.title) {
      out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`);
    }
    fs.writeFileSync(path.join(outDir, page.file), out);
  }

  // The signed-in pages: the shell with its styles inlined and the page's frame in its body, the
  // early requests' script (run first, so its requests go out before the app's code is asked
  // for) and the starter that requests the entry and the page's chunks once the frame is painted.
  // Their first paint needs no MUI: the build fails if those chunks carry MUI/Emotion.
  const early = fs
    .readFileSync(path.join(webDir, "scripts/early-requests.js"), "utf8")
    .replace(/^\s*(\/\/|\/\*).*\n/gm, "");
  const earlyHash = crypto.createHash("sha256").update(early).digest("base64url").slice(0, 8);
  const earlyFile = `assets/early-requests-${earlyHash}.js`;
  fs.writeFileSync(path.join(distDir, earlyFile), early);
  const appShellFonts = fs
    .readdirSync(path.join(distDir, "assets"))
    .filter((f) => APP_SHELL_FONTS.test(f));
  for (const appShell of signedInFrames) {
    if (!manifest[appShell.source]) {
      throw new Error(`no chunk for ${appShell.source} in the build manifest`);
    }
    const pagePreloads = pagePreloadsOf([appShell.source]);
    assertNoEmotion(appShell.route, [entryFile, ...shellPreloads, ...pagePreloads]);
    // As on the public pages, the app's scripts start once the frame has painted.
    const modules = [...shellPreloads, ...pagePreloads].map((file) => `/${file}`).join(" ");
    const head = [
      `<script src="/${earlyFile}"></script>`,
      ...appShellFonts.map(
        (file) =>
          `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`,
      ),
      `<script defer src="/${starterFile}" data-entry="/${entryFile}" data-preload="${modules}"></script>`,
    ];
    // The frame shows only with a stored session (the early requests' script marks the page): a
    // visitor is sent home, and must not see a player's page first.
    const frame = `<div class="signed-in-frame">${renderSignedInFrame(appShell)}</div>`;
    const out = (stylesheetLink ? shell.replace(stylesheetLink, () => inlineCss) : shell)
      .replace(entryTag, "")
      .replace(SHELL_PRELOAD, "")
      .replace("</head>", () => `  ${head.join("\n    ")}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${frame}</div>`);
    fs.writeFileSync(path.join(outDir, appShell.file), out);
  }

  const pages = Object.fromEntries(prerenderedPages.map((page) => [page.path, page.file]));
  fs.writeFileSync(
    path.join(outDir, "manifest.json"),
    `${JSON.stringify(
      {
        pages,
        notFound: { file: notFoundPage.file, placeholder: notFoundPage.path },
        routes: [...new Set(routePatterns())],
        appShells: Object.fromEntries(
          signedInFrames.map((appShell) => [appShell.route, appShell.file]),
        ),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`prerendered ${prerenderedPages.length + 1} pages into dist/prerendered`);
} finally {
  fs.rmSync(ssrDir, { recursive: true, force: true });
}
