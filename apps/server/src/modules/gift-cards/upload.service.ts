import { GiftCardFileError, parseGiftCardFile } from "@trophy/shared/rules/gift-card-file";
import {
  giftCardInputSchema,
  type GiftCardInput,
  type RowError,
  type UploadRequest,
  type UploadResult,
} from "@trophy/shared/schemas/gift-cards";
import type { Db } from "../../db/client";
import { giftCards } from "../../db/schema";
import { BadRequest } from "../../lib/errors";
import type { SecretBox } from "../../lib/secret-box";
import { recordActivity } from "../activity/activity.service";
import type { Actor } from "../admin/developer-approval.service";
import { noteCardsAdded } from "../notifications/low-stock";
import {
  allGiftCardsFailedText,
  duplicateCodesText,
  ERROR_TEXTS,
  VALIDATION_TEXTS,
} from "../../texts/errors";
import { giftCardsPartlyUploadedText, giftCardsUploadedText } from "../../texts/notices";
import { toGiftCardRow } from "./gift-card-rows";

/** Rows per INSERT: set-based, and well under PostgreSQL's 65,535 parameters per statement. */
const CHUNK = 2000;

const codeOf = (raw: unknown) =>
  typeof raw === "string" || typeof raw === "number" ? String(raw).trim() : "";

export interface UploadOutcome {
  status: 201 | 207;
  body: UploadResult;
}

/**
 * Uploads a gift card file: parsed by the shared parser, each row validated, duplicates inside the
 * file refused outright, then every valid row written in one transaction, chunk by chunk
 * (a failure leaves no half batch). Codes already in the database are reported per row.
 */
export async function uploadGiftCards(
  db: Db,
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

  const errors: RowError[] = [];
  const valid: GiftCardInput[] = [];
  raw.forEach((row, index) => {
    const parsed = giftCardInputSchema.safeParse(row);
    if (parsed.success) valid.push(parsed.data);
    else
      errors.push({
        code: codeOf(row.code) || `row ${index + 1}`,
        error: parsed.error.issues[0]?.message ?? VALIDATION_TEXTS.invalidRow,
      });
  });

  const batchId = request.batchId ?? `batch_${Date.now()}`;
  const rows = valid.map((card) => ({ card, row: toGiftCardRow(codes, card, batchId) }));
  const created = await db.transaction(async (tx) => {
    let inserted = 0;
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      const kept = await tx
        .insert(giftCards)
        .values(chunk.map((c) => c.row))
        .onConflictDoNothing({ target: giftCards.codeHash })
        .returning({ codeHash: giftCards.codeHash });
      const keptHashes = new Set(kept.map((k) => k.codeHash));
      for (const { card, row } of chunk) {
        if (!keptHashes.has(row.codeHash))
          errors.push({ code: card.code, error: ERROR_TEXTS.gift_card_exists });
      }
      inserted += kept.length;
    }
    await noteCardsAdded(
      tx,
      rows.map((r) => r.row.cardType),
    );
    if (inserted > 0) {
      await recordActivity(tx, {
        type: "upload",
        description: `${actor.email} uploaded ${inserted} gift cards (${batchId})`,
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
