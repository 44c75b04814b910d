import { platformText } from "@trophy/shared/schemas/platform-text";
import { GiftCardFileError, parseGiftCardFile } from "@trophy/shared/rules/gift-card-file";
import type { UploadRequest, UploadResult } from "@trophy/shared/schemas/gift-cards";
import type { Database } from "../../db/client";
import { BadRequest } from "../../lib/errors";
import type { SecretBox } from "../../lib/secret-box";
import { recordActivity } from "../activity/activity.service";
import type { Actor } from "../activity/activity.service";
import { noteCardsAdded } from "./low-stock";
import { allGiftCardsFailedText, duplicateCodesText, ERROR_TEXTS } from "../../texts/errors";
import { giftCardsPartlyUploadedText, giftCardsUploadedText } from "../../texts/notices";
import { storeGiftCards } from "./store-gift-cards";
import { codeOf, validateUploadRows } from "./validate-upload-rows";

export interface UploadOutcome {
  status: 201 | 207;
  body: UploadResult;
}

function refuseDuplicates(raw: { code: unknown }[]): void {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const row of raw) {
    const code = codeOf(row.code);
    if (code && seen.has(code)) duplicates.add(code);
    seen.add(code);
  }
  if (duplicates.size > 0) {
    const codes = [...duplicates];
    throw new BadRequest("duplicate_codes_in_batch", duplicateCodesText(codes)).withDetails({
      codes,
    });
  }
}

/**
 * Uploads a gift card file: parsed by the shared parser, each row validated, duplicates inside the
 * file refused outright, then every valid row written in one transaction (a failure leaves no half
 * batch). Codes already in the database are reported per row.
 */
export async function uploadGiftCards(
  database: Pick<Database, "bulkTransaction">,
  codes: SecretBox,
  actor: Actor,
  request: UploadRequest,
): Promise<UploadOutcome> {
  let raw;
  try {
    raw = parseGiftCardFile(request.data, request.format);
  } catch (err) {
    if (err instanceof GiftCardFileError)
      throw new BadRequest("invalid_gift_card_file", err.message);
    throw err;
  }
  refuseDuplicates(raw);
  const { valid, errors } = validateUploadRows(raw);

  const batchId = request.batchId ?? `batch_${Date.now()}`;
  const created = await database.bulkTransaction(async (tx, copyRows) => {
    const skipped = await storeGiftCards(tx, copyRows, codes, valid, batchId);
    for (const index of skipped) {
      errors.push({ code: valid[index]?.code ?? "", error: ERROR_TEXTS.gift_card_exists });
    }
    const inserted = valid.length - skipped.length;
    await noteCardsAdded(
      tx,
      valid.map((card) => card.cardType),
    );
    if (inserted > 0) {
      await recordActivity(tx, {
        type: "upload",
        description: `${actor.email} uploaded ${inserted} gift cards (${batchId})`,
        text: platformText("activity_gift_cards_uploaded", {
          admin: actor.email,
          count: inserted,
          batch: batchId,
        }),
        actorId: actor.id,
      });
    }
    return inserted;
  });

  if (created === 0) {
    throw new BadRequest("all_gift_cards_failed", allGiftCardsFailedText(errors)).withDetails({
      errors,
    });
  }
  if (errors.length > 0) {
    return {
      status: 207,
      body: {
        partial: true,
        message: giftCardsPartlyUploadedText(created, errors.length),
        created,
        failed: errors.length,
        errors,
      },
    };
  }
  return { status: 201, body: { message: giftCardsUploadedText(created), created, failed: 0 } };
}
