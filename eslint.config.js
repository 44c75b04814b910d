import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = ["landing", "auth", "student", "developer", "parent", "admin"];

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "data/**",
      "apps/server/drizzle/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // Fastify plugins and hooks are async by contract, awaiting or not.
      "@typescript-eslint/require-await": "off",
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read the environment only in config.ts.",
        },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: [
      "apps/server/src/config.ts",
      "scripts/**",
      "**/*.config.ts",
      "**/*.test.ts",
      "apps/server/test/**",
      "apps/server/bench/**",
      "apps/web/e2e/**",
    ],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    // Tests read JSON answers whose shape is what they assert.
    files: ["**/*.test.ts", "apps/server/test/**", "apps/web/e2e/**"],
    rules: {
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Dependencies flow one way: shared -> features -> app. A feature never imports another.
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                ...features.filter((f) => f !== feature).map((f) => `@/features/${f}/*`),
                "@/app/*",
              ],
              message:
                "Features do not import each other or the app layer; lift shared code to lib/ or components/.",
            },
          ],
        },
      ],
    },
  })),
  {
    files: ["apps/web/src/{lib,components}/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/features/*", "@/app/*"],
              message: "Shared code does not import features or the app.",
            },
          ],
        },
      ],
    },
  },
);
