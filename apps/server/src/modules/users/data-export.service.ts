import { asc, desc, eq, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { maskCode } from "@trophy/shared/rules/gift-card-display";
import type { DataExport } from "@trophy/shared/schemas/data-rights";
import type { Queryable } from "../../db/client";
import {
  accountDeletionRequests,
  activityLog,
  apiCalls,
  apiKeys,
  giftCards,
  notificationPreferences,
  parentStudentLinks,
  redemptions,
  rewards,
  sessions,
  studentGoals,
  trophyTransactions,
  users,
  webhookEndpoints,
  withheldConnectionRequests,
  type RedemptionRow,
  type UserRow,
} from "../../db/schema";
import { NotFound } from "../../lib/errors";
import type { SecretBox } from "../../lib/secret-box";
import { listConsentLog } from "../consent/consent-log";
import { API_KEY_PREFIX, TEST_API_KEY_PREFIX } from "../developers/api-keys.service";
import { getUsage } from "../developers/usage.service";

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => d?.toISOString() ?? null;
const others = alias(users, "others");
const developers = alias(users, "developers");

/**
 * Who asks for the export: a parent/guide does not see the e-mails of the child's other guides,
 * nor the child's gift-card codes (docs/product.md §6: only the student and admins do).
 */
export type ExportViewer = "self" | "parent" | "admin";

export interface ExportDeps {
  db: Queryable;
  /** Opens the gift-card codes a student redeemed: they are the student's. */
  giftCardCodes: SecretBox;
}

/** A parent/guide's copy of the child's export shows a code as lists do: its last 4 characters. */
const codeFor = (viewer: ExportViewer, code: string) =>
  viewer === "parent" ? maskCode(code) : code;

function toProfile(row: UserRow): DataExport["profile"] {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    userType: row.userType,
    phone: row.phone,
    companyName: row.companyName,
    emailVerifiedAt: isoOrNull(row.emailVerifiedAt),
    developerStatus: row.developerStatus,
    rejectionReason: row.rejectionReason,
    suspendedAt: isoOrNull(row.suspendedAt),
    suspendedUntil: isoOrNull(row.suspendedUntil),
    suspensionReason: row.suspensionReason,
    dailyTrophyBudget: row.dailyTrophyBudget,
    trophyBalance: row.trophyBalance,
    avatar: row.avatar,
    language: row.language,
    deletedAt: isoOrNull(row.deletedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function toRedemption(row: RedemptionRow, code: string | null) {
  return {
    id: row.id,
    title: row.title,
    rewardType: row.rewardType,
    trophyCost: row.trophyCost,
    status: row.status,
    giftCardCode: code,
    createdAt: iso(row.createdAt),
    fulfilledAt: isoOrNull(row.fulfilledAt),
    declinedAt: isoOrNull(row.declinedAt),
    declineReason: row.declineReason,
  };
}

/**
 * The links of a user, each naming the other side (parent/guide for a student, and back). A
 * parent/guide's own requests name the student only once accepted, and include the withheld ones
 * as waiting, as their list of sent requests does (sent-requests.service.ts): the export must not
 * tell them which addresses are students' either.
 */
async function linksOf(db: Queryable, user: UserRow, showEmails: boolean) {
  const mine =
    user.userType === "student"
      ? eq(parentStudentLinks.studentId, user.id)
      : eq(parentStudentLinks.parentId, user.id);
  const otherSide =
    user.userType === "student" ? parentStudentLinks.parentId : parentStudentLinks.studentId;
  const rows = await db
    .select({ link: parentStudentLinks, name: others.name, email: others.email })
    .from(parentStudentLinks)
    .innerJoin(others, eq(others.id, otherSide))
    .where(mine)
    .orderBy(asc(parentStudentLinks.createdAt), asc(parentStudentLinks.id));
  const links = rows.map(({ link, name, email }) => ({
    id: link.id,
    status: link.status,
    name: user.userType === "student" || link.status === "accepted" ? name : null,
    email: showEmails ? email : null,
    approveGiftCards: link.approveGiftCards,
    createdAt: link.createdAt,
    respondedAt: isoOrNull(link.respondedAt),
  }));
  if (user.userType !== "student") {
    const withheld = await db
      .select()
      .from(withheldConnectionRequests)
      .where(eq(withheldConnectionRequests.parentId, user.id));
    links.push(
      ...withheld.map((w) => ({
        id: w.id,
        status: "pending" as const,
        name: null,
        email: w.studentEmail,
        approveGiftCards: false,
        createdAt: w.createdAt,
        respondedAt: null,
      })),
    );
  }
  return links
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    .map((link) => ({ ...link, createdAt: iso(link.createdAt) }));
}

async function studentPart(
  deps: ExportDeps,
  user: UserRow,
  viewer: ExportViewer,
): Promise<NonNullable<DataExport["student"]>> {
  const { db } = deps;
  const ledger = await db
    .select({
      entry: trophyTransactions,
      company: developers.companyName,
      developerEmail: developers.email,
    })
    .from(trophyTransactions)
    .leftJoin(developers, eq(developers.id, trophyTransactions.developerId))
    .where(eq(trophyTransactions.studentId, user.id))
    .orderBy(asc(trophyTransactions.studentSeq));
  const redeemed = await db
    .select({ redemption: redemptions, sealed: giftCards.codeCiphertext })
    .from(redemptions)
    .leftJoin(giftCards, eq(giftCards.id, redemptions.giftCardId))
    .where(eq(redemptions.studentId, user.id))
    .orderBy(asc(redemptions.createdAt), asc(redemptions.id));
  const [goal] = await db
    .select({ goal: studentGoals, title: rewards.title })
    .from(studentGoals)
    .innerJoin(rewards, eq(rewards.id, studentGoals.rewardId))
    .where(eq(studentGoals.studentId, user.id));
  const [request] = await db
    .select()
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.studentId, user.id));
  return {
    balance: user.trophyBalance,
    ledger: ledger.map(({ entry, company, developerEmail }) => ({
      id: entry.id,
      seq: entry.studentSeq,
      amount: entry.amount,
      kind: entry.kind,
      description: entry.description,
      app: entry.developerId ? (company ?? developerEmail) : null,
      balanceAfter: entry.balanceAfter,
      createdAt: iso(entry.createdAt),
    })),
    redemptions: redeemed.map(({ redemption, sealed }) =>
      toRedemption(
        redemption,
        sealed && redemption.giftCardId && redemption.status !== "awaiting_approval"
          ? codeFor(viewer, deps.giftCardCodes.open(sealed, redemption.giftCardId))
          : null,
      ),
    ),
    goal: goal
      ? {
          rewardId: goal.goal.rewardId,
          title: goal.title,
          createdAt: iso(goal.goal.createdAt),
          reachedAt: isoOrNull(goal.goal.reachedAt),
        }
      : null,
    links: await linksOf(db, user, viewer !== "parent"),
    deletionRequestedAt: isoOrNull(request?.requestedAt ?? null),
    birthYear: user.birthYear,
    birthMonth: user.birthMonth,
    parentalConsent: user.parentalConsent,
    consentDeletionAt: isoOrNull(user.consentDeletionAt),
    consentLog: await listConsentLog(db, user.id),
  };
}

async function parentPart(
  db: Queryable,
  user: UserRow,
): Promise<NonNullable<DataExport["parent"]>> {
  const made = await db
    .select()
    .from(rewards)
    .where(eq(rewards.createdBy, user.id))
    .orderBy(asc(rewards.createdAt), asc(rewards.id));
  const fulfilments = await db
    .select()
    .from(redemptions)
    .where(eq(redemptions.fulfillerId, user.id))
    .orderBy(asc(redemptions.createdAt), asc(redemptions.id));
  return {
    links: await linksOf(db, user, true),
    customRewards: made.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      trophyCost: r.trophyCost,
      isActive: r.isActive,
      stock: r.stock,
      studentId: r.customForStudent,
      createdAt: iso(r.createdAt),
    })),
    // Custom rewards have no gift-card code; the student's codes are not the parent's.
    fulfillments: fulfilments.map((r) => ({ ...toRedemption(r, null), studentId: r.studentId })),
  };
}

/** A key is shown by its prefix only: enough to tell live from test, useless to call with. */
const maskKey = (mode: string) => `${mode === "test" ? TEST_API_KEY_PREFIX : API_KEY_PREFIX}…`;

async function developerPart(
  db: Queryable,
  user: UserRow,
): Promise<NonNullable<DataExport["developer"]>> {
  const keys = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.developerId, user.id))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  const hooks = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.developerId, user.id))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  const calls = await db
    .select()
    .from(apiCalls)
    .where(eq(apiCalls.developerId, user.id))
    .orderBy(desc(apiCalls.createdAt), desc(apiCalls.id));
  const usage = await getUsage(db, user.id);
  return {
    apiKeys: keys.map((k) => ({
      id: k.id,
      mode: k.mode,
      masked: maskKey(k.mode),
      createdAt: iso(k.createdAt),
      lastUsedAt: isoOrNull(k.lastUsedAt),
      revokedAt: isoOrNull(k.revokedAt),
    })),
    webhooks: hooks.map((h) => ({
      id: h.id,
      url: h.url,
      events: h.events,
      createdAt: iso(h.createdAt),
      failingSince: isoOrNull(h.failingSince),
    })),
    apiCalls: calls.map((c) => ({
      id: c.id,
      livemode: c.livemode,
      operation: c.operation,
      status: c.status,
      errorCode: c.errorCode,
      studentEmail: c.studentEmail,
      createdAt: iso(c.createdAt),
    })),
    usage: { totalCalls: usage.totalCalls, dailyStats: usage.dailyStats },
  };
}

/**
 * Everything held about one user, as one document (docs/product.md, "Your data"). Built from
 * explicit columns, never whole rows, so password hashes, token hashes, API keys and webhook
 * secrets cannot slip in; the response schema drops anything it does not name as well.
 */
export async function exportUserData(
  deps: ExportDeps,
  userId: string,
  viewer: ExportViewer,
): Promise<DataExport> {
  const { db } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new NotFound("user_not_found");
  const signIns = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, user.id))
    .orderBy(asc(sessions.createdAt), asc(sessions.id));
  const preferences = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, user.id))
    .orderBy(asc(notificationPreferences.event));
  const logged = await db
    .select()
    .from(activityLog)
    .where(or(eq(activityLog.userId, user.id), eq(activityLog.actorId, user.id)))
    .orderBy(asc(activityLog.createdAt), asc(activityLog.id));
  return {
    exportedAt: new Date().toISOString(),
    profile: toProfile(user),
    sessions: signIns.map((s) => ({
      id: s.id,
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
      revokedAt: isoOrNull(s.revokedAt),
    })),
    notificationPreferences: preferences.map((p) => ({
      event: p.event,
      enabled: p.enabled,
      updatedAt: iso(p.updatedAt),
    })),
    // An entry an admin caused about someone else can name that admin: only its type is told.
    activity: logged.map((a) => ({
      type: a.type,
      description: a.actorId === null || a.actorId === user.id ? a.description : null,
      createdAt: iso(a.createdAt),
    })),
    ...(user.userType === "student" ? { student: await studentPart(deps, user, viewer) } : {}),
    ...(user.userType === "parent_guide" ? { parent: await parentPart(db, user) } : {}),
    ...(user.userType === "developer" ? { developer: await developerPart(db, user) } : {}),
  };
}

/** The export's file name: the kind of document and the day, never the person's name. */
export const exportFileName = (now = new Date()) =>
  `trophy-rewards-data-${now.toISOString().slice(0, 10)}.json`;
