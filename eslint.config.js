import js from "@eslint/js";
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
);
