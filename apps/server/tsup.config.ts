import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    main: "src/main.ts",
    "create-admin": "src/cli/create-admin.ts",
    "seed-demo": "src/cli/seed-demo.ts",
    "rotate-secret": "src/cli/rotate-secret.ts",
    backup: "src/cli/backup.ts",
    restore: "src/cli/restore.ts",
    "move-to-postgres": "src/cli/move-to-postgres.ts",
    // Started by src/modules/gift-cards/row-sealer.ts, which finds it beside the bundle.
    "gift-card-row-sealer": "src/modules/gift-cards/row-sealer.worker.ts",
  },
  format: "esm",
  platform: "node",
  target: "node22",
  clean: true,
  sourcemap: true,
  // The shared package ships TypeScript source, so it is bundled; everything else stays external.
  noExternal: [/^@trophy\//],
});
