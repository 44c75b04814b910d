// The server as `npm start` serves it, plus one bare route for the morning-bell benchmark: a
// signed-out GET that runs one indexed SELECT through the same pool, the yardstick the student
// dashboard's calls are measured against on the same machine in the same run.
import { eq } from "drizzle-orm";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openMigratedDatabase } from "../src/db/open-migrated";
import { users } from "../src/db/schema";
import { BARE_ROUTE } from "./bare-route";

const config = loadConfig();
const database = await openMigratedDatabase(config);
const app = await buildApp({ config, database, webRoot: false });
app.get(BARE_ROUTE, async () => {
  const rows = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "crowd0@bench.test"))
    .limit(1);
  return { found: rows.length };
});
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once("SIGTERM", () => void stop());
await app.listen({ port: config.port, host: "127.0.0.1" });
console.log(`bench server is running at ${config.port}`);
