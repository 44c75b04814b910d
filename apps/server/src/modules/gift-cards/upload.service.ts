import { setImmediate as nextTurn } from "node:timers/promises";
import { platformText } from "@trophy/shared/schemas/platform-text";
import { GiftCardFileError, parseGiftCardFileInPieces } from "@trophy/shared/rules/gift-card-file";
import type { UploadRequest, UploadResult } from "@trophy/shared/schemas/gift-cards";
import type { Database } from "../../db/client";
import { BadRequest } from "../../lib/errors";
import { recordActivity } from "../activity/activity.service";
import type { Actor } from "../activity/activity.service";
import { noteCardsAdded } from "./low-stock";
import type { RowSealer, SealingUpload } from "./row-sealer";
import { allGiftCardsFailedText, duplicateCodesText, ERROR_TEXTS } from "../../texts/errors";
import { giftCardsPartlyUploadedText, giftCardsUploadedText } from "../../texts/notices";
import { rowTails, storeGiftCards } from "./store-gift-cards";
import { codeOf, uploadRowChecker } from "./validate-upload-rows";

export interface UploadOutcome {
  status: 201 | 207;
  body: UploadResult;
}

/** Rows looked at between two turns of the event loop, so other calls are answered meanwhile. */
const ROWS_PER_TURN = 5000;

/** A file naming a code twice is refused whole. */
function refuseDuplicates(duplicates: Set<string>): void {
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
 * batch). Codes already in the database are reported per row. The rows are looked at a slice at a
 * time, so the server keeps answering other calls, and each slice's valid cards go at once to the
 * sealing worker, which fingerprints them meanwhile and seals them while they are stored.
 */
export async function uploadGiftCards(
  database: Pick<Database, "bulkTransaction">,
  sealer: RowSealer,
  actor: Actor,
  request: UploadRequest,
): Promise<UploadOutcome> {
  const sealing = sealer.upload();
  try {
    return await upload(database, sealing, actor, request);
  } finally {
    sealing.end();
  }
}

async function upload(
  database: Pick<Database, "bulkTransaction">,
  sealing: SealingUpload,
  actor: Actor,
  request: UploadRequest,
): Promise<UploadOutcome> {
  let raw;
  try {
    // Read a few thousand rows at a time: in one piece, 100,000 rows held the event loop long
    // enough for the overload check to refuse other users' calls.
    raw = await parseGiftCardFileInPieces(request.data, request.format, () => nextTurn());
  } catch (err) {
    if (err instanceof GiftCardFileError)
      throw new BadRequest("invalid_gift_card_file", err.message);
    throw err;
  }
  await nextTurn();

  const batchId = request.batchId ?? `batch_${Date.now()}`;
  const tailOf = rowTails(batchId);
  const checker = uploadRowChecker();
  const { valid, errors } = checker;
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  let sent = 0;
  for (let index = 0; index < raw.length; index++) {
    const row = raw[index];
    if (row) {
      const code = codeOf(row.code);
      if (code && seen.has(code)) duplicates.add(code);
      seen.add(code);
      checker.check(row, index);
    }
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1 || index === raw.length - 1) {
      const cards = valid.slice(sent);
      sent = valid.length;
      sealing.add(
        cards.map((card) => card.code),
        cards.map(tailOf),
      );
      await nextTurn();
    }
  }
  refuseDuplicates(duplicates);

  const created = await database.bulkTransaction(async (tx, copyText) => {
    const skipped = await storeGiftCards(tx, copyText, sealing, valid.length);
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
