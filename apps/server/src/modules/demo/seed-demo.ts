import { eq } from "drizzle-orm";
import type { UserType } from "@trophy/shared/constants";
import {
  parentStudentLinks,
  rateLimitCounters,
  rewards,
  users,
  type UserRow,
} from "../../db/schema";
import type { Db } from "../../db/client";
import { hashPassword } from "../../lib/password";
import type { SecretBox } from "../../lib/secret-box";
import { issueApiKeys } from "../developers/api-keys.service";
import { developerCallsBucket } from "../developers/usage.service";
import { addGiftCardStock } from "./demo-stock";
import { appendEntry, type Announce } from "../ledger/ledger.service";
import { redeemGiftCard, redeemReward } from "../students/redemption.service";

export const DEMO_PASSWORD = "Demo1234";

export const DEMO_ACCOUNTS: {
  email: string;
  name: string;
  userType: UserType;
  companyName?: string;
}[] = [
  { email: "student@demo.test", name: "Sam Student", userType: "student" },
  { email: "student2@demo.test", name: "Riley Reader", userType: "student" },
  { email: "parent@demo.test", name: "Pat Parent", userType: "parent_guide" },
  { email: "guide@demo.test", name: "Gabi Guide", userType: "parent_guide" },
  {
    email: "developer@demo.test",
    name: "Dana Developer",
    userType: "developer",
    companyName: "MathQuest Apps",
  },
  {
    email: "pending-developer@demo.test",
    name: "Perry Pending",
    userType: "developer",
    companyName: "Spelling Bee Co",
  },
  { email: "admin@demo.test", name: "Avery Admin", userType: "admin" },
];

const AWARDS: [string, number, string][] = [
  ["student@demo.test", 500, "Completed the Fractions unit"],
  ["student@demo.test", 250, "7-day practice streak"],
  ["student@demo.test", 120, "Perfect score: Times tables quiz"],
  ["student@demo.test", 75, "Read 3 chapters"],
  ["student2@demo.test", 300, "Finished Spelling level 4"],
];

async function createAccounts(db: Db): Promise<Map<string, UserRow>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = await db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        email: a.email,
        name: a.name,
        userType: a.userType,
        companyName: a.companyName ?? null,
        passwordHash,
        emailVerifiedAt: new Date(),
        developerStatus:
          a.userType === "developer"
            ? a.email.startsWith("pending")
              ? ("pending" as const)
              : ("validated" as const)
            : null,
      })),
    )
    .returning();
  return new Map(rows.map((r) => [r.email, r]));
}

function account(accounts: Map<string, UserRow>, email: string): UserRow {
  const row = accounts.get(email);
  if (!row) throw new Error(`demo account ${email} missing`);
  return row;
}

/**
 * Demo data for every screen: accounts of every role, trophies awarded by the demo app, gift card
 * stock, base and custom rewards, a linked parent with a pending fulfilment, a pending connection
 * request, and API usage. Returns false when the demo accounts already exist (nothing is changed).
 */
/** The secret boxes and the live streams the demo's key and redemptions go through. */
export interface DemoDeps {
  giftCardCodes: SecretBox;
  apiKeySecrets: SecretBox;
  announce: Announce;
}

export async function seedDemo(db: Db, deps: DemoDeps): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "student@demo.test"));
  if (existing) return false;
  const accounts = await createAccounts(db);
  const student = account(accounts, "student@demo.test");
  const parent = account(accounts, "parent@demo.test");
  const developer = account(accounts, "developer@demo.test");

  await issueApiKeys(db, deps.apiKeySecrets, developer.id);
  for (const [email, amount, description] of AWARDS) {
    await appendEntry(db, {
      studentId: account(accounts, email).id,
      amount,
      kind: "award",
      description,
      developerId: developer.id,
    });
  }
  const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  await db.insert(rateLimitCounters).values(
    Array.from({ length: 12 }, (_, day) => ({
      bucket: developerCallsBucket(developer.id),
      windowStart: new Date(hour - (day + 1) * 86_400_000),
      count: ((day * 7) % 11) + 1,
    })),
  );

  await db.insert(parentStudentLinks).values([
    { parentId: parent.id, studentId: student.id, status: "accepted", respondedAt: new Date() },
    {
      parentId: parent.id,
      studentId: account(accounts, "student2@demo.test").id,
      status: "accepted",
      respondedAt: new Date(),
    },
    { parentId: account(accounts, "guide@demo.test").id, studentId: student.id },
  ]);
  await db.insert(rewards).values([
    {
      title: "Homework pass",
      description: "Skip one homework assignment.",
      trophyCost: 150,
      rewardType: "base",
    },
    {
      title: "Choose the class game",
      description: "Pick Friday's class game.",
      trophyCost: 80,
      rewardType: "base",
    },
  ]);
  const custom = await db
    .insert(rewards)
    .values(
      [
        ["Extra screen time (30 min)", "Half an hour of your favourite game.", 120],
        ["Pizza night", "You choose the toppings.", 300],
        ["Trip to the science museum", "A Saturday at the museum together.", 800],
      ].map(([title, description, cost]) => ({
        title: String(title),
        description: String(description),
        trophyCost: Number(cost),
        rewardType: "custom" as const,
        customForStudent: student.id,
        createdBy: parent.id,
      })),
    )
    .returning();

  await addGiftCardStock(db, deps.giftCardCodes);
  const redemption = { db, giftCardCodes: deps.giftCardCodes, announce: deps.announce };
  const screenTime = custom.find((r) => r.title.startsWith("Extra screen time"));
  if (screenTime) await redeemReward(redemption, student, screenTime.id);
  await redeemGiftCard(redemption, student, { cardType: "amazon", usdAmount: 10, trophyCost: 200 });
  return true;
}
