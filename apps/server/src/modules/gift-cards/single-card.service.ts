import { giftCardNamed, platformText } from "@trophy/shared/schemas/platform-text";
import type { z } from "zod";
import type { adminGiftCardSchema, GiftCardInput } from "@trophy/shared/schemas/gift-cards";
import type { Db } from "../../db/client";
import { giftCards } from "../../db/schema";
import { Conflict, isUniqueViolation } from "../../lib/errors";
import type { SecretBox } from "../../lib/secret-box";
import { recordActivity } from "../activity/activity.service";
import type { Actor } from "../activity/activity.service";
import { noteCardsAdded } from "./low-stock";
import { toGiftCardRow } from "./gift-card-rows";
import { toAdminGiftCardView } from "./gift-card-view";

export async function addGiftCard(
  db: Db,
  codes: SecretBox,
  actor: Actor,
  input: GiftCardInput,
): Promise<z.infer<typeof adminGiftCardSchema>> {
  const row = await db
    .transaction(async (tx) => {
      const [inserted] = await tx
        .insert(giftCards)
        .values(toGiftCardRow(codes, input, null))
        .returning();
      if (inserted) await noteCardsAdded(tx, [inserted.cardType]);
      await recordActivity(tx, {
        type: "upload",
        description: `Gift card added by ${actor.email}: ${input.cardType} $${input.usdAmount}`,
        text: platformText("activity_gift_card_added", {
          admin: actor.email,
          ...giftCardNamed(input.cardType, input.usdAmount),
        }),
        actorId: actor.id,
      });
      return inserted;
    })
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? new Conflict("gift_card_exists") : err;
    });
  if (!row) throw new Error("insert returned no row");
  return toAdminGiftCardView(row, codes);
}
