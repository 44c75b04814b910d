import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { useToasts } from "@/lib/toast";
import { toastAddGiftCardFailure } from "./add-gift-card-failure";
import { toastUploadFailure, toastUploadResult } from "./upload-toasts";

/** The toast on screen after `action`, as [title, description, variant]. */
function toastAfter(action: () => void) {
  const { result } = renderHook(() => useToasts());
  act(action);
  const shown = result.current.find((t) => t.open);
  return shown && [shown.title, shown.description, shown.variant ?? "default"];
}

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    code: `CODE-${String(i + 1)}`,
    error: "Gift card code already exists",
  }));

describe("upload answers", () => {
  it("a full upload: Upload successful with the count", () => {
    const shown = toastAfter(() => {
      toastUploadResult({ message: "Uploaded", created: 3, failed: 0 });
    });
    expect(shown).toEqual(["Upload successful", "3 gift cards created", "default"]);
  });

  it("a partial upload: the message, the counts and the first five rows", () => {
    const shown = toastAfter(() => {
      toastUploadResult({
        message: "Some gift cards failed",
        created: 2,
        failed: 7,
        partial: true,
        errors: rows(7),
      });
    });
    expect(shown).toEqual([
      "Partial upload",
      [
        "Some gift cards failed",
        "2 created, 7 failed",
        ...rows(5).map((r) => `${r.code}: ${r.error}`),
        "... and 2 more errors",
      ].join("\n"),
      "default",
    ]);
  });
});

describe("refused uploads, by code", () => {
  it("duplicate codes: lists the codes of the answer's codes field", () => {
    const shown = toastAfter(() => {
      toastUploadFailure(
        new ApiError(400, {
          error: "Duplicate codes in batch: A, B",
          code: "duplicate_codes_in_batch",
          codes: ["A", "B"],
        }),
      );
    });
    expect(shown).toEqual(["Upload failed - Duplicate codes found", "A, B", "destructive"]);
  });

  it("every row failed: one line per row of the answer's errors field", () => {
    const shown = toastAfter(() => {
      toastUploadFailure(
        new ApiError(400, {
          error: "All gift cards failed. Errors: whatever the sentence says",
          code: "all_gift_cards_failed",
          errors: rows(2),
        }),
      );
    });
    expect(shown).toEqual([
      "Upload failed",
      "CODE-1: Gift card code already exists\nCODE-2: Gift card code already exists",
      "destructive",
    ]);
  });

  it("reads no sentence: a sentence naming a code without its code field is any other failure", () => {
    const shown = toastAfter(() => {
      toastUploadFailure(
        new ApiError(400, { error: "Duplicate codes in batch: A", code: "validation_failed" }),
      );
    });
    expect(shown).toEqual(["Upload failed", "Duplicate codes in batch: A", "destructive"]);
  });

  it("any other failure: the server's text, else Failed to upload gift cards", () => {
    const shown = toastAfter(() => {
      toastUploadFailure(new ApiError(0, undefined, "Unable to reach the server."));
    });
    expect(shown).toEqual(["Upload failed", "Failed to upload gift cards", "destructive"]);
  });

  it("says nothing on a 401: the session's end has been said", () => {
    const shown = toastAfter(() => {
      toastUploadFailure(
        new ApiError(401, { error: "Authentication required", code: "auth_required" }),
      );
    });
    expect(shown).toBeUndefined();
  });
});

describe("adding one card", () => {
  it("a taken code (gift_card_exists): Duplicate gift card code, naming the code", () => {
    const shown = toastAfter(() => {
      toastAddGiftCardFailure(
        new ApiError(409, { error: "Gift card code already exists", code: "gift_card_exists" }),
        "AMZN-1234",
      );
    });
    expect(shown).toEqual([
      "Duplicate gift card code",
      'The code "AMZN-1234" already exists in the database. Please use a different code.',
      "destructive",
    ]);
  });

  it("anything else: Failed to add gift card with the server's text", () => {
    const shown = toastAfter(() => {
      toastAddGiftCardFailure(
        new ApiError(400, { error: "Please enter a card type", code: "validation_failed" }),
        "AMZN-1234",
      );
    });
    expect(shown).toEqual(["Failed to add gift card", "Please enter a card type", "destructive"]);
  });
});
