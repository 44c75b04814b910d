import type { Queryable } from "../../db/client";
import { activityLog } from "../../db/schema";

export type ActivityType =
  | "registration"
  | "verification"
  | "approval"
  | "rejection"
  | "suspension"
  | "redemption"
  | "upload"
  | "deletion"
  | "award"
  | "reversal"
  | "budget"
  /** An admin added or changed a base reward. */
  | "reward";

/** Written inside the caller's transaction, so the log never tells of a change that did not happen. */
export async function recordActivity(
  db: Queryable,
  entry: {
    type: ActivityType;
    description: string;
    userId?: string | null;
    /** The admin who acted, when an admin did. */
    actorId?: string | null;
  },
): Promise<void> {
  await db
    .insert(activityLog)
    .values({ ...entry, userId: entry.userId ?? null, actorId: entry.actorId ?? null });
}
