import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { openMigratedDatabase } from "./open-migrated";
import { users } from "./schema";

describe("embedded database", () => {
  it("keeps its data across a restart", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "trophy-persist-"));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      expect(config.database).toEqual({ kind: "pglite", dir: path.join(dataDir, "db") });

      const first = await openMigratedDatabase(config);
      await first.db
        .insert(users)
        .values({ email: "kept@example.com", userType: "student", name: "Kept" });
      await first.close();

      const second = await openMigratedDatabase(loadConfig({ DATA_DIR: dataDir }));
      const rows = await second.db.select().from(users).where(eq(users.email, "kept@example.com"));
      await second.close();
      expect(rows.map((r) => r.name)).toEqual(["Kept"]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
