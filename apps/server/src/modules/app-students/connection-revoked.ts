import { and, eq, isNotNull } from "drizzle-orm";
import type { ConnectionRevokedData } from "@trophy/shared/schemas/api-v1";
import type { Queryable } from "../../db/client";
import { appStudents } from "../../db/schema";
import { enqueueEvent } from "../webhooks/outbox";

/**
 * Ends an app's connection to a student, if it has one, and queues its `connection.revoked`
 * webhook in the same transaction. The webhook names the student by the app's pseudonym and says
 * why, nothing more about the child. Of two racing calls only the one that ended the connection
 * queues it: the row's lock makes the other find it already ended.
 */
export async function revokeConnection(
  tx: Queryable,
  studentId: string,
  developerId: string,
  reason: ConnectionRevokedData["reason"],
): Promise<boolean> {
  const [ended] = await tx
    .update(appStudents)
    .set({ connectedAt: null })
    .where(
      and(
        eq(appStudents.studentId, studentId),
        eq(appStudents.developerId, developerId),
        isNotNull(appStudents.connectedAt),
      ),
    )
    .returning({ ref: appStudents.ref });
  if (!ended) return false;
  const data: ConnectionRevokedData = { studentRef: ended.ref, reason };
  await enqueueEvent(tx, developerId, "connection.revoked", true, data);
  return true;
}
