import fs from "node:fs";
import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import type { Plugin } from "vite";

/**
 * MUI's createTheme builds a CSS-variables theme only when given `cssVariables` or
 * `colorSchemes`; this app's theme (and MUI's default one) give neither, yet the static import
 * of that builder put it and its helpers into the first load. The build swaps the module for
 * one that refuses, so a future theme that asks for CSS variables fails loudly at start.
 */
function withoutMuiCssVarsTheme(): Plugin {
  const target = /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]createThemeWithVars\.js$/;
  return {
    name: "scrims:without-mui-css-vars-theme",
    apply: "build",
    load(id) {
      if (!target.test(id)) {
        return null;
      }
      return `export default function createThemeWithVars() {
  throw new Error("Scrims builds MUI without CSS-variables themes (see apps/web/vite.config.ts)");
}`;
    },
  };
}

/**
 * `import paths from "@mui/icons-material/Mic?paths"` gives the icon's SVG path data (a string
 * array, circles included as paths) without MUI's SvgIcon and styling engine, for pages drawn
 * without MUI (the landing, the visitor's shell, the hub's cards; see components/icon.tsx). The
 * data is read from the installed package at build.
 */
export function muiIconPaths(): Plugin {
  const request = /^@mui\/icons-material\/(\w+)\?paths$/;
  // A virtual module (not the package file with a query), so the test runner, which loads
  // packages itself, hands it to this plugin too.
  const prefix = "\0scrims-icon-paths:";
  return {
    name: "scrims:mui-icon-paths",
    enforce: "pre",
    resolveId(source) {
      const icon = request.exec(source)?.[1];
      return icon ? `${prefix}${icon}` : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) {
        return null;
      }
      const file = fileURLToPath(
        import.meta.resolve(`@mui/icons-material/${id.slice(prefix.length)}`),
      );
      // Each <path>'s data, and each <circle> (PersonAddAlt1's head) drawn as a path of two
      // arcs, in the icon's order.
      const shapes = /\bd: "([^"]+)"|\bcx: "([\d.]+)",\s*cy: "([\d.]+)",\s*r: "([\d.]+)"/g;
      const paths = [...fs.readFileSync(file, "utf8").matchAll(shapes)].map(([, d, cx, cy, r]) => {
        if (d !== undefined) {
          return d;
        }
        const [x, y, radius] = [cx, cy, r].map(Number) as [number, number, number];
        return `M${x - radius} ${y}a${radius} ${radius} 0 1 0 ${2 * radius} 0a${radius} ${radius} 0 1 0 ${-2 * radius} 0`;
      });
      if (paths.length === 0) {
        throw new Error(`no SVG path data in ${file}`);
      }
      return `export default ${JSON.stringify(paths)};`;
    },
  };
}

/**
 * MUI and Emotion in one chunk of their own (only their own modules, not what they import): a
 * MUI page otherwise fetched some 60 shared chunks of a few KB, each a round trip on the phone
 * connections Lighthouse simulates, before its first paint. The landing and the visitor's shell
 * load none of it (scripts/prerender.mjs fails the build if they do).
 */
const muiInOneChunk = {
  includeDependenciesRecursively: false,
  groups: [
    {
      name: "mui",
      test: /[\\/]node_modules[\\/](@mui|@emotion|react-transition-group|@popperjs|stylis)[\\/]/,
    },
  ],
};

const apiTarget = `http://127.0.0.1:${process.env.SCRIMS_API_PORT ?? "3000"}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), withoutMuiCssVarsTheme(), muiIconPaths()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": apiTarget,
      "/socket.io": { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    // scripts/prerender.mjs preloads each prerendered page's chunk from it.
    manifest: true,
    chunkSizeWarningLimit: 600,
    // One stylesheet: scripts/prerender.mjs inlines it, so the plain-CSS landing and shell
    // (no MUI on their first load) paint styled before any script runs.
    cssCodeSplit: false,
    // The client build only: the prerender's server-side build bundles everything in one file.
    ...(isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: muiInOneChunk } } }),
  },
}));
