import type { PlatformText } from "@trophy/shared/schemas/platform-text";
import type { Queryable } from "../../db/client";
import { activityLog } from "../../db/schema";

/** Who acts: the admin, named in the activity log. */
export interface Actor {
  id: string;
  email: string;
}

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
    /** The English sentence, as the API has always answered it. */
    description: string;
    /** The same as a key and parameters, for each reader's language. */
    text: PlatformText;
    userId?: string | null;
    /** The admin who acted, when an admin did. */
    actorId?: string | null;
  },
): Promise<void> {
  const { text, ...rest } = entry;
  await db.insert(activityLog).values({
    ...rest,
    descriptionText: text,
    userId: entry.userId ?? null,
    actorId: entry.actorId ?? null,
  });
}
