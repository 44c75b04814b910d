import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The files share one server and one developer's hourly allowance; one at a time keeps the
    // two cores for the server.
    fileParallelism: false,
  },
});
