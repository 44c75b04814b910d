import { and, eq } from "drizzle-orm";
import type { StudentSettings } from "@trophy/shared/schemas/parent";
import type { Queryable } from "../../db/client";
import { parentStudentLinks } from "../../db/schema";
import { NotFound } from "../../lib/errors";

/**
 * Sets this parent/guide's switches for one student they are linked to (accepted). Anyone else's
 * student, a pending or declined request and an unknown id all answer the same 404, as the other
 * per-student routes do.
 */
export async function updateStudentSettings(
  db: Queryable,
  parentId: string,
  studentId: string,
  settings: StudentSettings,
): Promise<{ settings: StudentSettings }> {
  const [link] = await db
    .update(parentStudentLinks)
    .set({ approveGiftCards: settings.approveGiftCards })
    .where(
      and(
        eq(parentStudentLinks.parentId, parentId),
        eq(parentStudentLinks.studentId, studentId),
        eq(parentStudentLinks.status, "accepted"),
      ),
    )
    .returning({ approveGiftCards: parentStudentLinks.approveGiftCards });
  if (!link) throw new NotFound("link_not_found");
  return { settings: { approveGiftCards: link.approveGiftCards } };
}
