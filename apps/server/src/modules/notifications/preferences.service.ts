import { and, eq, inArray, sql } from "drizzle-orm";
import type { UserType } from "@trophy/shared/constants";
import {
  notificationEventsOf,
  type NotificationEvent,
  type NotificationPreferences,
  type UnsubscribeResponse,
} from "@trophy/shared/schemas/notifications";
import type { Db, Queryable } from "../../db/client";
import { notificationPreferences, users } from "../../db/schema";
import { BadRequest } from "../../lib/errors";
import type { UnsubscribeTokens } from "./unsubscribe-token";

const p = notificationPreferences;

interface Owner {
  id: string;
  userType: UserType;
}

/** Every event of the user's role, on unless switched off. */
export async function getPreferences(db: Queryable, user: Owner): Promise<NotificationPreferences> {
  const events = notificationEventsOf(user.userType);
  const rows = await db
    .select({ event: p.event, enabled: p.enabled })
    .from(p)
    .where(and(eq(p.userId, user.id), inArray(p.event, [...events])));
  const off = new Set(rows.filter((r) => !r.enabled).map((r) => r.event));
  return { preferences: Object.fromEntries(events.map((e) => [e, !off.has(e)])) };
}

async function setSwitches(
  db: Queryable,
  userId: string,
  switches: [NotificationEvent, boolean][],
): Promise<void> {
  if (switches.length === 0) return;
  await db
    .insert(p)
    .values(switches.map(([event, enabled]) => ({ userId, event, enabled })))
    .onConflictDoUpdate({
      target: [p.userId, p.event],
      set: { enabled: sql`excluded.${sql.identifier(p.enabled.name)}`, updatedAt: new Date() },
    });
}

/** Sets the events named (the rest stay as they are); an event of another role is refused. */
export async function updatePreferences(
  db: Db,
  user: Owner,
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  const mine: readonly string[] = notificationEventsOf(user.userType);
  const switches = Object.entries(input.preferences) as [NotificationEvent, boolean][];
  const foreign = switches.find(([event]) => !mine.includes(event));
  if (foreign) throw new BadRequest("notification_not_for_role");
  await setSwitches(db, user.id, switches);
  return getPreferences(db, user);
}

/** The token's user and event, if both still exist and go together; anything else is refused. */
async function tokenOwner(
  db: Queryable,
  tokens: UnsubscribeTokens,
  token: string,
): Promise<{ userId: string; event: NotificationEvent }> {
  const signed = tokens.verify(token);
  if (!signed) throw new BadRequest("invalid_unsubscribe_token");
  const [user] = await db
    .select({ userType: users.userType })
    .from(users)
    .where(eq(users.id, signed.userId));
  if (!user || !notificationEventsOf(user.userType).includes(signed.event)) {
    throw new BadRequest("invalid_unsubscribe_token");
  }
  return signed;
}

/** What the link would switch off; changes nothing (link scanners fetch links). */
export async function checkUnsubscribe(
  db: Queryable,
  tokens: UnsubscribeTokens,
  token: string,
): Promise<UnsubscribeResponse> {
  const { userId, event } = await tokenOwner(db, tokens, token);
  const [row] = await db
    .select({ enabled: p.enabled })
    .from(p)
    .where(and(eq(p.userId, userId), eq(p.event, event)));
  return { event, unsubscribed: row?.enabled === false };
}

/** One-click unsubscribe (RFC 8058): switches the token's event off; doing it twice is harmless. */
export async function unsubscribe(
  db: Queryable,
  tokens: UnsubscribeTokens,
  token: string,
): Promise<UnsubscribeResponse> {
  const { userId, event } = await tokenOwner(db, tokens, token);
  await setSwitches(db, userId, [[event, false]]);
  return { event, unsubscribed: true };
}
