import { describe, expect, it } from "vitest";
import { sealForColumn, sealUnplaced } from "../../test/legacy-seal";
import { createSecretBox, UnreadableSecret } from "./secret-box";

const SECRET = "box-secret-0123456789abcdef0123456789abcdef";
const OTHER = "other-secret-0123456789abcdef0123456789abcdef";
const ROW = "0b7c6f1e-3a52-4d7e-9d5b-2f8e6c1a9b40";
const ANOTHER_ROW = "5d0c1b2a-7e6f-4a3b-8c9d-0e1f2a3b4c5d";

const keys = createSecretBox(SECRET, "api-keys");
const codes = createSecretBox(SECRET, "gift-card-codes");
const hooks = createSecretBox(SECRET, "webhook-secrets");

describe("sealed values name their place", () => {
  it("opens in its row and column, in the current form", () => {
    const sealed = keys.seal("trk_live", ROW);
    expect(sealed.startsWith("v3.")).toBe(true);
    expect(keys.open(sealed, ROW)).toBe("trk_live");
    expect(keys.isStale(sealed, ROW)).toBe(false);
    const code = codes.seal("GIFT-1234", ROW);
    expect(codes.open(code, ROW)).toBe("GIFT-1234");
    expect(codes.isStale(code, ROW)).toBe(false);
  });

  it("does not open in another row", () => {
    for (const box of [keys, codes, hooks]) {
      const sealed = box.seal("secret", ROW);
      expect(() => box.open(sealed, ANOTHER_ROW)).toThrow(UnreadableSecret);
      expect(() => box.open(sealed, ANOTHER_ROW)).toThrow(/in row 5d0c1b2a-.* does not open/);
      // In the other row it is no value of the current form either: rotate-secret tries it.
      expect(box.isStale(sealed, ANOTHER_ROW)).toBe(true);
    }
  });

  it("does not open in another column, nor relabelled as a value of the older form", () => {
    const code = codes.seal("GIFT-1234", ROW);
    expect(() => keys.open(code, ROW)).toThrow();
    const [, ...rest] = keys.seal("trk_live", ROW).split(".");
    expect(() => keys.open(["v2", ...rest].join("."), ROW)).toThrow();
    expect(() => keys.open(rest.slice(1).join("."), ROW)).toThrow();
  });

  it("still opens values sealed before they named their place, and calls them stale", () => {
    for (const unprefixed of [false, true]) {
      const old = sealUnplaced(SECRET, "api-keys", "trk_old", unprefixed);
      expect(keys.open(old, ROW)).toBe("trk_old");
      expect(keys.open(old, ANOTHER_ROW)).toBe("trk_old");
      expect(keys.isStale(old, ROW)).toBe(true);
    }
    const rotated = createSecretBox(OTHER, "api-keys", [SECRET]);
    expect(rotated.open(sealUnplaced(SECRET, "api-keys", "trk_prev"), ROW)).toBe("trk_prev");
    expect(rotated.open(keys.seal("trk_prev", ROW), ROW)).toBe("trk_prev");
    expect(rotated.isStale(keys.seal("trk_prev", ROW), ROW)).toBe(true);
  });

  it("opens codes and webhook secrets sealed for their column alone, in any row, as stale", () => {
    for (const [box, purpose] of [
      [codes, "gift-card-codes"],
      [hooks, "webhook-secrets"],
    ] as const) {
      const columnOnly = sealForColumn(SECRET, purpose, "sealed-before-rows");
      expect(box.open(columnOnly, ROW)).toBe("sealed-before-rows");
      expect(box.open(columnOnly, ANOTHER_ROW)).toBe("sealed-before-rows");
      expect(box.isStale(columnOnly, ROW)).toBe(true);
      const rotated = createSecretBox(OTHER, purpose, [SECRET]);
      expect(rotated.open(columnOnly, ROW)).toBe("sealed-before-rows");
    }
    // API keys and queued mail named their row from their first `v3` value: none opens without it.
    expect(() => keys.open(sealForColumn(SECRET, "gift-card-codes", "x"), ROW)).toThrow();
    const keyForColumn = createSecretBox(SECRET, "gift-card-codes");
    expect(() => keys.open(keyForColumn.seal("x", ROW), ROW)).toThrow();
  });

  it("knows the column of every purpose it seals for", () => {
    for (const purpose of ["gift-card-codes", "api-keys", "webhook-secrets", "mail-outbox"]) {
      const box = createSecretBox(SECRET, purpose);
      expect(box.open(box.seal("x", ROW), ROW)).toBe("x");
    }
    expect(() => createSecretBox(SECRET, "somewhere-else")).toThrow(/no column/);
  });
});

describe("sealing many values", () => {
  it("gives each its own IV, written in the value, across several draws of IVs", () => {
    const count = 2500;
    const sealed = Array.from({ length: count }, (_, i) => codes.seal(`CODE-${i} é🎁`, ROW));
    const ivs = new Set<string>();
    sealed.forEach((value, i) => {
      const [version, keyId, iv, tag, body] = value.split(".");
      expect(version).toBe("v3");
      expect(keyId).toHaveLength(8);
      expect(iv).toMatch(/^[\w-]{16}$/);
      expect(Buffer.from(iv ?? "", "base64url")).toHaveLength(12);
      expect(Buffer.from(tag ?? "", "base64url")).toHaveLength(16);
      expect(Buffer.from(body ?? "", "base64url").length).toBe(Buffer.byteLength(`CODE-${i} é🎁`));
      ivs.add(iv ?? "");
      // Only the IV it was sealed under opens it.
      expect(codes.open(value, ROW)).toBe(`CODE-${i} é🎁`);
    });
    expect(ivs.size).toBe(count);
  });
});
