import type { Config } from "../config";
import { openDatabase, type Database } from "./client";
import { migrate } from "./migrate";

/** The database of this configuration, with every migration applied. */
export async function openMigratedDatabase(
  config: Config,
  onIdleError?: (err: Error) => void,
): Promise<Database> {
  const database = await openDatabase(config.database, onIdleError);
  try {
    await migrate(database);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
