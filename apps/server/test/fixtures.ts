import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { giftCards, parentStudentLinks, rewards, users } from "../src/db/schema";
import { issueApiKey } from "../src/modules/developers/api-keys.service";
import { announcer, appendEntry } from "../src/modules/ledger/ledger.service";
import { usdToCents } from "../src/modules/gift-cards/gift-card-view";
import { createUser } from "./helpers";

/** Awards trophies the way an app's award does: a ledger entry, then the live event. */
export async function grantTrophies(
  app: FastifyInstance,
  studentId: string,
  amount: number,
  description = "Lesson complete",
) {
  const entry = await appendEntry(app.db, { studentId, amount, kind: "award", description });
  announcer(app.events, app.log)([entry]);
  return entry;
}

export interface StockInput {
  cardType: string;
  usdAmount: number;
  trophyCost: number;
  codes: string[];
  expiresAt?: Date | null;
}

export async function addGiftCards(app: FastifyInstance, stock: StockInput) {
  return app.db
    .insert(giftCards)
    .values(
      stock.codes.map((code) => {
        const id = randomUUID();
        return {
          id,
          codeHash: app.giftCardCodes.fingerprint(code),
          codeCiphertext: app.giftCardCodes.seal(code, id),
          cardType: stock.cardType,
          usdCents: usdToCents(stock.usdAmount),
          trophyCost: stock.trophyCost,
          expiresAt: stock.expiresAt ?? null,
        };
      }),
    )
    .returning();
}

export const codes = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(4, "0")}`);

export async function addReward(
  app: FastifyInstance,
  input: {
    title: string;
    trophyCost: number;
    customForStudent?: string;
    createdBy?: string;
    isActive?: boolean;
  },
) {
  const [row] = await app.db
    .insert(rewards)
    .values({
      title: input.title,
      description: `${input.title} description`,
      trophyCost: input.trophyCost,
      rewardType: input.customForStudent ? "custom" : "base",
      fulfillmentType: "manual",
      isActive: input.isActive ?? true,
      customForStudent: input.customForStudent ?? null,
      createdBy: input.createdBy ?? null,
    })
    .returning();
  if (!row) throw new Error("no reward");
  return row;
}

export async function addLinkRequest(app: FastifyInstance, parentId: string, studentId: string) {
  const [row] = await app.db.insert(parentStudentLinks).values({ parentId, studentId }).returning();
  if (!row) throw new Error("no link");
  return row;
}

/** A validated developer with a live API key. */
export async function developerWithKey(app: FastifyInstance, companyName = "MathQuest Apps") {
  const developer = await createUser(app, { userType: "developer", developerStatus: "validated" });
  await app.db.update(users).set({ companyName }).where(eq(users.id, developer.id));
  const apiKey = await issueApiKey(app.db, app.apiKeySecrets, developer.id);
  const testApiKey = await issueApiKey(app.db, app.apiKeySecrets, developer.id, "test");
  return { developer: { ...developer, companyName }, apiKey, testApiKey };
}
