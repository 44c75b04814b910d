import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * Web unit tests (docs/architecture.md §11): beside the code as `*.test.ts(x)`, in happy-dom,
 * mocking only the network edge (`fetch`).
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // i18next-icu (hoisted) must get this app's intl-messageformat, not an older copy at the root.
      "intl-messageformat": fileURLToPath(
        new URL("./node_modules/intl-messageformat/index.js", import.meta.url),
      ),
    },
  },
  test: {
    server: { deps: { inline: ["i18next-icu"] } },
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
