// After `vite build`: renders the public pages (src/app/prerender/prerendered-pages.ts) into
// dist/prerendered/*.html so their first paint needs no JavaScript, each with its styles, its
// page chunk preloaded and the above-the-fold font weight preloaded. The server reads
// dist/prerendered/manifest.json to pick the file for a path (see apps/server web-app plugin).
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
/** The app's one stylesheet (fonts, base.css): inlined, so the first paint waits for no request. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/;

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
  const { renderPage, prerenderedPages, notFoundPage, routePatterns } = await import(
    pathToFileURL(path.join(ssrDir, "render-page.mjs")).href
  );

  const shell = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8"));
  const [stylesheetLink, stylesheetFile] = STYLESHEET_LINK.exec(shell) ?? [];
  const inlineCss = stylesheetFile
    ? `<style>${fs.readFileSync(path.join(distDir, stylesheetFile), "utf8")}</style>`
    : "";
  const font = fs.readdirSync(path.join(distDir, "assets")).find((f) => PRELOADED_FONT.test(f));

  // The page chunk and the chunks it imports, less those the shell already loads.
  const chunkFiles = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) {
      return [];
    }
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((dep) => chunkFiles(dep, seen))];
  };

  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  for (const page of [...prerenderedPages, notFoundPage]) {
    if (!manifest[page.source]) {
      throw new Error(`no chunk for ${page.source} in the build manifest`);
    }
    const { html, styles } = await renderPage(page.path);
    const preloads = [
      ...(font
        ? [`<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>`]
        : []),
      ...[...new Set(chunkFiles(page.source))]
        .filter((file) => !shell.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    let out = (stylesheetLink ? shell.replace(stylesheetLink, () => inlineCss) : shell)
      .replace("</head>", () => `  ${preloads.join("\n    ")}\n    ${styles}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root" data-prerendered>${html}</div>`);
    // The page is on screen without them: the hydration scripts yield to the page's own requests.
    out = out
      .replaceAll(
        '<script type="module" crossorigin',
        '<script type="module" fetchpriority="low" crossorigin',
      )
      .replaceAll(
        '<link rel="modulepreload" crossorigin',
        '<link rel="modulepreload" fetchpriority="low" crossorigin',
      );
    if (page.title) {
      out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`);
    }
    fs.writeFileSync(path.join(outDir, page.file), out);
  }

  const pages = Object.fromEntries(prerenderedPages.map((page) => [page.path, page.file]));
  fs.writeFileSync(
    path.join(outDir, "manifest.json"),
    `${JSON.stringify(
      {
        pages,
        notFound: { file: notFoundPage.file, placeholder: notFoundPage.path },
        routes: [...new Set(routePatterns())],
      },
      null,
      2,
    )}\n`,
  );
  console.log(`prerendered ${prerenderedPages.length + 1} pages into dist/prerendered`);
} finally {
  fs.rmSync(ssrDir, { recursive: true, force: true });
}
