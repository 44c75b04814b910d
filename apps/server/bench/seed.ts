import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { giftCards, rewards, users } from "../src/db/schema";
import { hashPassword } from "../src/lib/password";
import { issueApiKey } from "../src/modules/developers/api-keys.service";
import { appendEntry } from "../src/modules/ledger/ledger.service";
import { usdToCents } from "../src/modules/gift-cards/gift-card-view";

export const BENCH_PASSWORD = "Bench1234";

export interface BenchData {
  soloStudent: string;
  crowd: string[];
  awardTargets: string[];
  apiKeys: string[];
}

async function students(
  app: FastifyInstance,
  prefix: string,
  n: number,
  passwordHash: string,
  trophies: number,
) {
  const rows = await app.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `${prefix}${i}@bench.test`,
        name: `${prefix} ${i}`,
        userType: "student" as const,
        passwordHash,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id, email: users.email });
  if (trophies > 0) {
    for (const row of rows)
      await appendEntry(app.db, {
        studentId: row.id,
        amount: trophies,
        kind: "award",
        description: "Bench grant",
      });
  }
  return rows;
}

async function stock(app: FastifyInstance, cardType: string, count: number) {
  const batch = 1000;
  for (let start = 0; start < count; start += batch) {
    await app.db.insert(giftCards).values(
      Array.from({ length: Math.min(batch, count - start) }, (_, i) => {
        const code = `${cardType.toUpperCase()}-BENCH-${String(start + i).padStart(8, "0")}`;
        const id = randomUUID();
        return {
          id,
          codeHash: app.giftCardCodes.fingerprint(code),
          codeCiphertext: app.giftCardCodes.seal(code, id),
          cardType,
          usdCents: usdToCents(10),
          trophyCost: 1,
        };
      }),
    );
  }
}

/** Students with trophies and gift card stock to redeem, students to award, developers' keys. */
export async function seedBench(
  app: FastifyInstance,
  sizes: { solo: number; crowd: number; perCrowd: number; developers: number },
): Promise<BenchData> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const [solo] = await students(app, "solo", 1, passwordHash, sizes.solo);
  const crowd = await students(app, "crowd", sizes.crowd, passwordHash, sizes.perCrowd);
  const targets = await students(app, "target", 200, passwordHash, 0);
  await stock(app, "benchsolo", sizes.solo);
  await stock(app, "benchcrowd", sizes.crowd * sizes.perCrowd);
  await app.db.insert(rewards).values({ title: "Bench reward", trophyCost: 1, rewardType: "base" });
  const developers = await app.db
    .insert(users)
    .values(
      Array.from({ length: sizes.developers }, (_, i) => ({
        email: `dev${i}@bench.test`,
        userType: "developer" as const,
        developerStatus: "validated" as const,
        companyName: `Bench App ${i}`,
        passwordHash,
      })),
    )
    .returning({ id: users.id });
  const apiKeys = [];
  for (const d of developers) apiKeys.push(await issueApiKey(app.db, app.apiKeySecrets, d.id));
  return {
    soloStudent: solo?.email ?? "",
    crowd: crowd.map((c) => c.email),
    awardTargets: targets.map((t) => t.email),
    apiKeys,
  };
}
