import { readdirSync } from "node:fs";
import js from "@eslint/js";
import importPlugin from "eslint-plugin-import";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = ["landing", "auth", "student", "developer", "parent", "admin", "profile"];
const web = "apps/web/src";
const server = "apps/server/src";

/**
 * Server modules in two tiers (docs/decisions/013-areas-on-top-domains-below.md): role areas hold
 * a role's routes and compose domains; a domain owns one concept and never imports an area. The
 * demo seed composes areas like an area does, and housekeeping calls every module's pruning, an
 * area's too. Every folder of modules/ is named here, so a new module has to choose its tier.
 */
const serverAreas = ["admin", "auth", "parents", "students", "users", "demo", "housekeeping"];
const serverDomains = [
  "accounts",
  "activity",
  "app-students",
  "awards",
  "balance-stream",
  "consent",
  "data-rights",
  "developers",
  "fulfillments",
  "gift-cards",
  "goals",
  "holds",
  "ledger",
  "links",
  "notifications",
  "privacy",
  "rate-limit",
  "reversals",
  "rewards",
  "sandbox",
  "secrets",
  "sessions",
  "webhooks",
];
const unplaced = readdirSync(`${import.meta.dirname}/${server}/modules`).filter(
  (name) => !serverAreas.includes(name) && !serverDomains.includes(name),
);
if (unplaced.length > 0) {
  throw new Error(`eslint.config.js: name each server module an area or a domain: ${unplaced}`);
}

/**
 * Layers by file path (docs/decisions/006-code-conventions.md, Layers), so a relative import counts
 * as much as an alias: web shared -> features -> app, no feature into another; on the server
 * routes -> services -> db, and db/, events/, mail/ and lib/ know no area.
 */
const layerZones = [
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: "A feature never imports another feature; lift what both need to lib/ or components/.",
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: "Features do not import the app layer.",
  },
  {
    target: [`${web}/lib`, `${web}/components`],
    from: [`${web}/features`, `${web}/app`],
    message: "Shared web code (lib/, components/) does not import features or the app.",
  },
  {
    target: [`${server}/db`, `${server}/events`, `${server}/mail`, `${server}/lib`],
    from: `${server}/modules`,
    message: "db/, events/, mail/ and lib/ know no area: they never import from modules/.",
  },
  {
    // Tests may reach across modules to set up their world.
    target: serverDomains.map((domain) => `${server}/modules/${domain}/**/!(*.test).ts`),
    from: serverAreas.map((area) => `${server}/modules/${area}`),
    message:
      "A domain never imports an area: move what both need into a domain (docs/decisions/013-areas-on-top-domains-below.md).",
  },
  {
    target: `${server}/modules/**/!(*.routes|*.test).ts`,
    from: `${server}/modules/**/*.routes.ts`,
    message: "Routes call services, never the other way round.",
  },
  {
    target: `${server}/modules/**/*.routes.ts`,
    from: `${server}/db`,
    message: "No SQL in a route: queries belong in a service.",
  },
  {
    target: "packages/shared/src",
    from: "apps",
    message: "The shared package knows neither the server nor the web client.",
  },
];

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
    files: ["**/*.{ts,tsx}"],
    plugins: { import: importPlugin },
    settings: {
      "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import/resolver": {
        typescript: {
          project: [
            "apps/web/tsconfig.json",
            "apps/server/tsconfig.json",
            "packages/*/tsconfig.json",
          ],
        },
      },
    },
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "import/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: layerZones }],
    },
  },
  {
    // Known debt: the stream's catch-up queries sit in its route; they move to a service with the
    // server side of issue 11. Remove this block then.
    files: [`${server}/modules/balance-stream/balance-stream.routes.ts`],
    rules: { "import/no-restricted-paths": "off" },
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
      "**/*.test.{ts,tsx}",
      "apps/server/test/**",
      "apps/server/bench/**",
      "apps/web/bench/**",
      "apps/web/e2e/**",
      // The client libraries and their examples are integrators' code, not the server's.
      "packages/client/**",
      "examples/**",
    ],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    // Tests read JSON answers whose shape is what they assert.
    files: ["**/*.test.{ts,tsx}", "apps/server/test/**", "apps/web/e2e/**", "apps/web/src/test/**"],
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
  {
    files: ["apps/web/src/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Forms validate through lib/form-resolver.ts, which brings zod's messages in the reader's
    // language; pages without a schema-validated form load no schema library.
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: ["apps/web/src/lib/form-resolver.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@hookform/resolvers/zod",
              message: "Import zodResolver from @/lib/form-resolver.",
            },
          ],
        },
      ],
    },
  },
);
