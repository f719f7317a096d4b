import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/data/**",
      "apps/server/drizzle/**",
      "**/test-results/**",
      "**/playwright-report/**",
      ".test-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      curly: ["error", "all"],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  // Rules that need the type checker, on the files of the three packages' tsconfig.json (each
  // package's own tsconfig, found by the project service). The root's files (eslint.config.js,
  // knip.ts, vitest.config.ts), packages/shared/vitest.config.ts and the scripts (*.mjs, *.js) are
  // in no tsconfig, so they get the untyped rules only.
  {
    files: ["packages/shared/src/**/*.ts", "apps/*/**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      // A promise-returning function passed where a void one is expected is flagged (forEach,
      // setTimeout, emitter.on, …), except as a JSX attribute: React ignores what onClick returns,
      // an async handler is the usual way to write one, and its errors are for the handler to catch.
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { attributes: false } },
      ],
      "@typescript-eslint/switch-exhaustiveness-check": "error",
    },
  },
  {
    files: ["packages/shared/src/**/*.ts"],
    ignores: ["packages/shared/src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!zod$|\\.\\.?/)",
              message: "@scrims/shared holds contracts only: it may import zod and its own files.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/server/src/**/*.ts"],
    ignores: [
      "apps/server/src/**/*.repository.ts",
      "apps/server/src/db/**",
      "apps/server/src/test/**",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*", "@/db/schema", "@/db/schema/*"],
              message: "Only *.repository.ts files talk to Drizzle; call a repository instead.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  // Accessibility of the web app's JSX (jsx-a11y's recommended rules). Most rules look at DOM
  // elements (<img>, <div>, <a>, …); no-autofocus looks at every element, MUI's components included.
  {
    files: ["apps/web/src/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
);
