import type { Config } from "../config";
import { embeddedDatabaseBusy } from "../db/dump-socket";

/** A command that cannot run now, for a reason the operator can act on: printed as it is. */
export class CommandRefused extends Error {}

/**
 * The embedded database belongs to the process serving it (docs/architecture.md §2): a command
 * that opens DATA_DIR/db itself refuses while a server holds it, before it writes anything, and
 * says what to do instead (`advice`). On PostgreSQL there is nothing to check.
 */
export async function refuseWhileServed(config: Config, advice: string): Promise<void> {
  if (config.database.kind !== "pglite") return;
  const busy = await embeddedDatabaseBusy(config.dataDir);
  if (busy) throw new CommandRefused(`${busy}: ${advice}`);
}
