import { and, eq, sql } from "drizzle-orm";
import type { StudentApp } from "@trophy/shared/schemas/student-apps";
import type { Db, Queryable } from "../../db/client";
import { appStudents, trophyTransactions, users } from "../../db/schema";
import { Conflict, NotFound } from "../../lib/errors";
import { isLinked } from "../links/links.service";
import { revokeConnection } from "./connection-revoked";

/**
 * The apps that have awarded or connected a student, and their stops (docs/product.md §4, Privacy
 * towards apps): the student and each linked parent/guide see them; either may stop an app, and a
 * parent/guide's stop is lifted only by a parent/guide. A stopped app's awards are answered as to
 * an unknown address (awards/award-statement.ts), and stopping a connected app ends its
 * connection.
 */

export type Stopper = "student" | "parent";

const t = trophyTransactions;
const developers = users;

async function appsOf(
  db: Queryable,
  studentId: string,
  developerId?: string,
): Promise<StudentApp[]> {
  const rows = await db
    .select({
      developerId: appStudents.developerId,
      name: sql<string>`coalesce(nullif(trim(${developers.companyName}), ''), ${developers.email})`,
      firstAwardAt: sql<string | null>`min(${t.createdAt}) filter (where ${t.kind} = 'award')`,
      lastAwardAt: sql<string | null>`max(${t.createdAt}) filter (where ${t.kind} = 'award')`,
      trophies: sql<number>`coalesce(sum(${t.amount}) filter (where ${t.kind} in ('award', 'reversal')), 0)::int`,
      blockedByStudentAt: appStudents.blockedByStudentAt,
      blockedByParentAt: appStudents.blockedByParentAt,
      connectedAt: appStudents.connectedAt,
    })
    .from(appStudents)
    .innerJoin(developers, eq(developers.id, appStudents.developerId))
    .leftJoin(
      t,
      and(eq(t.studentId, appStudents.studentId), eq(t.developerId, appStudents.developerId)),
    )
    .where(
      and(
        eq(appStudents.studentId, studentId),
        developerId === undefined ? undefined : eq(appStudents.developerId, developerId),
      ),
    )
    .groupBy(
      appStudents.developerId,
      developers.companyName,
      developers.email,
      appStudents.blockedByStudentAt,
      appStudents.blockedByParentAt,
      appStudents.connectedAt,
    )
    // The app that awarded last comes first.
    .orderBy(
      sql`max(${t.createdAt}) filter (where ${t.kind} = 'award') desc nulls last`,
      appStudents.developerId,
    );
  return rows.map((r) => ({
    developerId: r.developerId,
    name: r.name,
    firstAwardAt: r.firstAwardAt && new Date(r.firstAwardAt).toISOString(),
    lastAwardAt: r.lastAwardAt && new Date(r.lastAwardAt).toISOString(),
    trophies: r.trophies,
    blocked: r.blockedByStudentAt !== null || r.blockedByParentAt !== null,
    blockedBy: r.blockedByParentAt ? "parent" : r.blockedByStudentAt ? "student" : null,
    connected: r.connectedAt !== null,
  }));
}

/** One app as the student's list shows it; 404 when it has neither awarded nor connected them. */
export async function appOf(
  db: Queryable,
  studentId: string,
  developerId: string,
): Promise<{ app: StudentApp }> {
  const [app] = await appsOf(db, studentId, developerId);
  if (!app) throw new NotFound("app_not_found");
  return { app };
}

export async function listStudentApps(db: Queryable, studentId: string) {
  return { apps: await appsOf(db, studentId) };
}

/** A parent/guide's view of a student they are linked to (accepted); anyone else's is 404. */
export async function listLinkedStudentApps(db: Queryable, parentId: string, studentId: string) {
  await requireLink(db, parentId, studentId);
  return listStudentApps(db, studentId);
}

export async function requireLink(
  db: Queryable,
  parentId: string,
  studentId: string,
): Promise<void> {
  if (!(await isLinked(db, parentId, studentId))) throw new NotFound("link_not_found");
}

/**
 * Stops an app for a student, or allows it again. Each side writes only its own stop, so a student
 * allowing an app never lifts a parent/guide's, even one set at the same moment; while a
 * parent/guide's stands, the student's attempt is refused. A stop ends the app's connection, with
 * its `connection.revoked` webhook queued in the same transaction; allowing the app again does not
 * connect it again (that takes a new code).
 */
export async function setAppBlocked(
  db: Db,
  studentId: string,
  developerId: string,
  by: Stopper,
  blocked: boolean,
): Promise<{ app: StudentApp }> {
  const pair = and(eq(appStudents.studentId, studentId), eq(appStudents.developerId, developerId));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ blockedByParentAt: appStudents.blockedByParentAt })
      .from(appStudents)
      .where(pair)
      .for("update");
    if (!row) throw new NotFound("app_not_found");
    if (by === "student" && !blocked && row.blockedByParentAt) {
      throw new Conflict("app_blocked_by_parent");
    }
    const stop = blocked
      ? sql`coalesce(${by === "student" ? appStudents.blockedByStudentAt : appStudents.blockedByParentAt}, now())`
      : null;
    await tx
      .update(appStudents)
      .set(by === "student" ? { blockedByStudentAt: stop } : { blockedByParentAt: stop })
      .where(pair);
    if (blocked) await revokeConnection(tx, studentId, developerId, "blocked");
    return appOf(tx, studentId, developerId);
  });
}

/** The same for a parent/guide, on a student they are linked to. */
export async function setLinkedStudentAppBlocked(
  db: Db,
  parentId: string,
  studentId: string,
  developerId: string,
  blocked: boolean,
): Promise<{ app: StudentApp }> {
  await requireLink(db, parentId, studentId);
  return setAppBlocked(db, studentId, developerId, "parent", blocked);
}
