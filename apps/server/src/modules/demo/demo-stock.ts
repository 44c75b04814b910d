import { randomBytes, randomUUID } from "node:crypto";
import type { Queryable } from "../../db/client";
import { giftCards } from "../../db/schema";
import type { SecretBox } from "../../lib/secret-box";
import { usdToCents } from "../gift-cards/gift-card-view";

/** Denominations with enough stock to try, and two types low on stock for the admin alert. */
const STOCK: [cardType: string, usd: number, cost: number, count: number][] = [
  ["amazon", 10, 200, 25],
  ["amazon", 25, 500, 12],
  ["roblox", 10, 220, 40],
  ["starbucks", 5, 100, 6],
  ["google_play", 15, 300, 15],
  ["fortnite", 10, 250, 3],
];

export async function addGiftCardStock(db: Queryable, codes: SecretBox): Promise<void> {
  const rows = STOCK.flatMap(([cardType, usd, cost, count]) =>
    Array.from({ length: count }, () => {
      const code = `${cardType.slice(0, 4).toUpperCase()}-${randomBytes(6).toString("hex").toUpperCase().match(/.{4}/g)?.join("-") ?? ""}`;
      // The id is chosen here: the sealed code names its row.
      const id = randomUUID();
      return {
        id,
        codeHash: codes.fingerprint(code),
        codeCiphertext: codes.seal(code, id),
        cardType,
        usdCents: usdToCents(usd),
        trophyCost: cost,
        batchId: "batch_demo",
        notes: "Demo stock",
      };
    }),
  );
  await db.insert(giftCards).values(rows);
}
