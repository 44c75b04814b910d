import { inArray, sql } from "drizzle-orm";
import type { AvatarId, UserType } from "@trophy/shared/constants";
import {
  parentStudentLinks,
  rewards,
  users,
  type TransactionRow,
  type UserRow,
} from "../../db/schema";
import type { Db, Queryable } from "../../db/client";
import { rowsOf } from "../../db/raw";
import { hashPassword } from "../../lib/password";
import type { SecretBox } from "../../lib/secret-box";
import { issueApiKeys } from "../developers/api-keys.service";
import { addGiftCardStock } from "./demo-stock";
import { addDemoUsage, type DemoAward } from "./demo-usage";
import type { Announce } from "../ledger/ledger.service";
import { redeemGiftCard, redeemReward } from "../students/redemption.service";
import { EMBEDDED_ADMIN_EMAIL } from "../users/admin-bootstrap";

export const DEMO_PASSWORD = "Demo1234";

export const DEMO_ACCOUNTS: {
  email: string;
  name: string;
  userType: UserType;
  companyName?: string;
  avatar?: AvatarId;
}[] = [
  { email: "student@demo.test", name: "Sam Student", userType: "student", avatar: "panda" },
  { email: "student2@demo.test", name: "Riley Reader", userType: "student", avatar: "rocket" },
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

/** The demo app's awards, oldest first: each is also a call in the developer's usage. */
const AWARDS: DemoAward[] = [
  ["student@demo.test", 500, "Completed the Fractions unit"],
  ["student@demo.test", 250, "7-day practice streak"],
  ["student@demo.test", 120, "Perfect score: Times tables quiz"],
  ["student@demo.test", 75, "Read 3 chapters"],
  ["student2@demo.test", 300, "Finished Spelling level 4"],
];

async function createAccounts(db: Queryable, passwordHash: string): Promise<Map<string, UserRow>> {
  const rows = await db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        email: a.email,
        name: a.name,
        userType: a.userType,
        companyName: a.companyName ?? null,
        avatar: a.avatar ?? null,
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

/** The secret boxes and the live streams the demo's key and redemptions go through. */
export interface DemoDeps {
  giftCardCodes: SecretBox;
  apiKeySecrets: SecretBox;
  announce: Announce;
}

/**
 * The demo's accounts have a published password, so the demo goes only into a new installation
 * (docs/architecture.md §5): `otherAccounts` are the accounts besides its own and the first-run
 * admin of the embedded database. An admin made with ADMIN_EMAIL or create-admin counts: it
 * marks an installation someone set up, where an admin with the demo's password does not belong.
 */
export class DemoRefused extends Error {
  constructor(readonly otherAccounts: number) {
    super(`the database has ${otherAccounts} accounts besides the demo's and the first-run admin`);
  }
}

/**
 * Whether the demo may be added: false when it is there already (a second run changes nothing),
 * DemoRefused when the database has other accounts. Only reads, and answers on a database not
 * migrated yet, so a refusal comes before any write, migrations included.
 */
export async function demoWanted(db: Queryable): Promise<boolean> {
  const [table] = await rowsOf<{ exists: boolean }>(
    db,
    sql`SELECT to_regclass('users') IS NOT NULL AS "exists"`,
  );
  if (!table?.exists) return true;
  const demo = inArray(
    users.email,
    DEMO_ACCOUNTS.map((a) => a.email),
  );
  const [counts] = await rowsOf<{ demo: number; others: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE ${demo})::int AS "demo",
        count(*) FILTER (WHERE NOT ${demo}
          AND NOT (${users.email} = ${EMBEDDED_ADMIN_EMAIL} AND ${users.userType} = 'admin'))::int AS "others"
      FROM ${users}`,
  );
  if (counts && counts.demo > 0) return false;
  if (counts && counts.others > 0) throw new DemoRefused(counts.others);
  return true;
}

/**
 * Demo data for every screen: accounts of every role, trophies awarded by the demo app, gift card
 * stock, base and custom rewards, a linked parent with a pending fulfilment, a pending connection
 * request, and API usage, in one transaction. Returns false when the demo accounts already exist;
 * throws DemoRefused on a database with other accounts. Either way nothing is written then.
 */
export async function seedDemo(db: Db, deps: DemoDeps): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const redeemed: TransactionRow[] = [];
  const added = await db.transaction(async (tx) => {
    // Held to the commit: no account appears beside the check, and a second seed waits for this
    // one. Reads (sign-ins, sessions) go on; writes to users wait about a second.
    await tx.execute(sql`LOCK TABLE ${users} IN SHARE ROW EXCLUSIVE MODE`);
    if (!(await demoWanted(tx))) return false;
    await addDemo(tx, passwordHash, {
      ...deps,
      announce: (rows) => redeemed.push(...rows),
    });
    return true;
  });
  // Announced once committed, like every ledger entry.
  if (added) deps.announce(redeemed);
  return added;
}

async function addDemo(db: Db, passwordHash: string, deps: DemoDeps): Promise<void> {
  const accounts = await createAccounts(db, passwordHash);
  const student = account(accounts, "student@demo.test");
  const parent = account(accounts, "parent@demo.test");
  const developer = account(accounts, "developer@demo.test");

  await issueApiKeys(db, deps.apiKeySecrets, developer.id);
  await addDemoUsage(db, developer, accounts, AWARDS);

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
      (
        [
          [
            "Extra screen time (30 min)",
            "Half an hour of your favourite game.",
            120,
            "screen-time",
          ],
          ["Pizza night", "You choose the toppings.", 300, "pizza"],
          ["Trip to the science museum", "A Saturday at the museum together.", 800, "outing"],
        ] as const
      ).map(([title, description, cost, picture]) => ({
        title,
        description,
        trophyCost: cost,
        picture,
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
}
