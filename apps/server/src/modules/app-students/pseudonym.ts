import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { appStudents } from "../../db/schema";

/** A new pseudonym, made by the database: `stu_` and 32 random hex digits. */
export const newPseudonym = () => sql<string>`'stu_' || replace(gen_random_uuid()::text, '-', '')`;

/**
 * The student as one app knows them (db/schema.ts appStudents): the pair's pseudonym, made now if
 * the app has none for them yet. The award statement makes it in SQL at the first award; this is
 * for answers and webhooks written outside it (a reversal, an award looked up).
 */
export async function pseudonymOf(
  db: Queryable,
  developerId: string,
  studentId: string,
): Promise<string> {
  const [row] = await db
    .insert(appStudents)
    .values({
      developerId,
      studentId,
      ref: newPseudonym(),
    })
    .onConflictDoUpdate({
      target: [appStudents.developerId, appStudents.studentId],
      set: { ref: sql`${appStudents.ref}` },
    })
    .returning({ ref: appStudents.ref });
  if (!row) throw new Error("pseudonym upsert returned no row");
  return row.ref;
}
