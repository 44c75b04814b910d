import { and, eq, isNull, not, sql } from "drizzle-orm";
import type { Language } from "@trophy/shared/constants";
import { notificationEventsOf, type NotificationEvent } from "@trophy/shared/schemas/notifications";
import type { Queryable } from "../../db/client";
import { notificationPreferences, parentStudentLinks, users } from "../../db/schema";
import { suspendedSql } from "../accounts/user-status";

export interface NotifiedUser {
  id: string;
  email: string;
  name: string | null;
  /** Their mail is written in it. */
  language: Language;
}

const p = notificationPreferences;

/** On unless its owner switched it off: a missing row is on. */
const switchedOn = (event: NotificationEvent) =>
  sql`NOT EXISTS (SELECT 1 FROM ${p} WHERE ${p.userId} = ${users.id} AND ${p.event} = ${event} AND NOT ${p.enabled})`;

/** What a notification needs of its recipient. */
const notified = {
  id: users.id,
  email: users.email,
  name: users.name,
  language: users.language,
};

const reachable = and(isNull(users.deletedAt), not(suspendedSql()));

/**
 * The user, if the event is one of their role's and they have it on; a deleted or suspended
 * account is told nothing.
 */
export async function recipient(
  tx: Queryable,
  userId: string,
  event: NotificationEvent,
): Promise<NotifiedUser | null> {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      language: users.language,
      userType: users.userType,
    })
    .from(users)
    .where(and(eq(users.id, userId), reachable, switchedOn(event)));
  if (!row || !notificationEventsOf(row.userType).includes(event)) return null;
  return { id: row.id, email: row.email, name: row.name, language: row.language };
}

/** Every admin who has the event on. */
export async function adminRecipients(
  tx: Queryable,
  event: NotificationEvent,
): Promise<NotifiedUser[]> {
  return tx
    .select(notified)
    .from(users)
    .where(and(eq(users.userType, "admin"), reachable, switchedOn(event)));
}

/**
 * Every parent/guide the student accepted (a pending or declined request is no link) who has the
 * event on.
 */
export async function linkedParentRecipients(
  tx: Queryable,
  studentId: string,
  event: NotificationEvent,
): Promise<NotifiedUser[]> {
  const l = parentStudentLinks;
  return tx
    .select(notified)
    .from(l)
    .innerJoin(users, eq(users.id, l.parentId))
    .where(
      and(
        eq(l.studentId, studentId),
        eq(l.status, "accepted"),
        eq(users.userType, "parent_guide"),
        reachable,
        switchedOn(event),
      ),
    );
}
