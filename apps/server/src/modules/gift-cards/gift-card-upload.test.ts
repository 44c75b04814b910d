import { eq, inArray, sql } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, giftCards } from "../../db/schema";
import {
  createTestApp,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { addGiftCards, codes } from "../../../test/fixtures";
import { ERROR_TEXTS } from "../../texts/errors";

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, "admin");
});
afterAll(() => t.close());

const FIELDS = ["code", "card_type", "usd_amount", "trophy_cost", "expires_at", "notes"];
type Row = Record<(typeof FIELDS)[number], string | number>;

const csvOf = (rows: Row[]) => Papa.unparse({ fields: FIELDS, data: rows }, { newline: "\r\n" });
const upload = (rows: Row[], batchId: string) =>
  inject(t.app, {
    method: "POST",
    url: "/api/admin/gift-cards/upload",
    headers: admin.headers,
    payload: { data: csvOf(rows), format: "csv", batchId },
  });
const cardsOf = (cardType: string, list: string[]): Row[] =>
  list.map((code) => ({
    code,
    card_type: cardType,
    usd_amount: 5,
    trophy_cost: 100,
    expires_at: "",
    notes: "",
  }));

interface Exported {
  code: string;
  card_type: string;
  usd_amount: number;
  trophy_cost: number;
  expires_at: string | null;
  batch_id: string | null;
  notes: string | null;
}
async function exported(batchId: string): Promise<Exported[]> {
  const res = await inject(t.app, {
    method: "GET",
    url: "/api/admin/gift-cards/export?format=json",
    headers: admin.headers,
  });
  const cards = res.json<{ giftCards: Exported[] }>().giftCards;
  return cards.filter((c) => c.batch_id === batchId);
}
const countOf = async (cardType: string) =>
  (
    await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(giftCards)
      .where(eq(giftCards.cardType, cardType))
  )[0]?.n;

describe("gift card upload through COPY", () => {
  it("stores codes and notes with quotes, separators, escapes and unicode exactly", async () => {
    const tricky: [string, string][] = [
      ["TRICKY-BACK\\SLASH\\N", "C:\\cards\\new \\N \\t \\\\ end\\"],
      ['TRICKY-"QUOTED",COMMA', "comma, and \"quotes\", and 'single'"],
      // A code is one line and notes keep only line breaks (no tab, no other control).
      ["TRICKY-TAB-ESCAPE\\t", "tab escape \\t\\t as text"],
      ["TRICKY-LINE-BREAK", "line one\nline two\r\nline three\rline four"],
      ["TRICKY-ÜNÏCØDÉ-🎁-日本", "emoji 🎁, CJK 日本語, combining é, RTL שלום"],
      ["TRICKY-PLAIN-0001", "\\N"],
      ["TRICKY-PLAIN-0002", "no-break\u00A0space, soft\u00ADhyphen, line\u2028separator"],
    ];
    const rows: Row[] = tricky.map(([code, notes]) => ({
      code,
      card_type: "Back\\Slash Cards",
      usd_amount: "12.34",
      trophy_cost: 250,
      expires_at: "2031-02-28",
      notes,
    }));
    rows.push({
      code: "TRICKY-NO-NOTES",
      card_type: "no_notes",
      usd_amount: 1,
      trophy_cost: 1,
      expires_at: "",
      notes: "",
    });
    const res = await upload(rows, "batch_tricky");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ created: rows.length, failed: 0 });

    const back = await exported("batch_tricky");
    const byCode = new Map(back.map((c) => [c.code, c]));
    expect(back).toHaveLength(rows.length);
    for (const [code, notes] of tricky) {
      expect(byCode.get(code)).toEqual(
        expect.objectContaining({
          card_type: "back\\slash_cards",
          usd_amount: 12.34,
          trophy_cost: 250,
          expires_at: "2031-02-28T23:59:59.999Z",
          notes,
        }),
      );
    }
    expect(byCode.get("TRICKY-NO-NOTES")?.notes).toBeNull();
  });

  it("takes the same tricky values from a JSON file", async () => {
    const notes = 'json "quote" \\ back\\tslash\nnew line 🎁';
    const res = await inject(t.app, {
      method: "POST",
      url: "/api/admin/gift-cards/upload",
      headers: admin.headers,
      payload: {
        data: JSON.stringify([
          {
            code: "JSON-TRICKY\\\\t1",
            cardType: "json_tricky",
            usdAmount: 1,
            trophyCost: 9,
            notes,
          },
        ]),
        format: "json",
        batchId: "batch_json_tricky",
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await exported("batch_json_tricky")).toEqual([
      expect.objectContaining({ code: "JSON-TRICKY\\\\t1", notes, expires_at: null }),
    ]);
  });

  it("answers 207 naming, in file order, each code already stored, over several rounds", async () => {
    // More cards than one round of the staging copy, with stored codes in the first and the last.
    const list = codes("ROUNDS", 26_000);
    const stored = [3, 17_000, 25_999].map((i) => list[i] ?? "");
    await addGiftCards(t.app, { cardType: "rounds", usdAmount: 5, trophyCost: 100, codes: stored });
    const res = await upload(cardsOf("rounds", list), "batch_rounds");
    expect(res.statusCode).toBe(207);
    expect(res.json()).toEqual({
      partial: true,
      message: "25997 gift cards uploaded, 3 failed",
      created: 25_997,
      failed: 3,
      errors: stored.map((code) => ({ code, error: ERROR_TEXTS.gift_card_exists })),
    });
    expect(await countOf("rounds")).toBe(26_000);
  }, 60_000);

  it("answers 400 all_gift_cards_failed when every code is already stored, and stores nothing", async () => {
    const list = codes("ALLTHERE", 5);
    await addGiftCards(t.app, { cardType: "allthere", usdAmount: 5, trophyCost: 100, codes: list });
    const before = await t.app.db.select().from(activityLog);
    const res = await upload(cardsOf("allthere", list), "batch_allthere");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "all_gift_cards_failed",
      errors: list.map((code) => ({ code, error: ERROR_TEXTS.gift_card_exists })),
    });
    expect(await countOf("allthere")).toBe(5);
    expect(await t.app.db.select().from(activityLog)).toHaveLength(before.length);
  });

  it("leaves no card and no activity behind when a later round fails", async () => {
    await t.app.db
      .execute(sql`CREATE FUNCTION fail_late_round() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.card_type = 'late_crash' AND NEW.trophy_cost = 999 THEN
        RAISE EXCEPTION 'disk on fire'; END IF; RETURN NEW; END $$`);
    await t.app.db.execute(
      sql`CREATE TRIGGER gift_cards_late_crash BEFORE INSERT ON gift_cards FOR EACH ROW EXECUTE FUNCTION fail_late_round()`,
    );
    try {
      const list = codes("LATE", 26_000);
      // The highest code hash is moved last, in the final round.
      const hashes = list.map((code) => t.app.giftCardCodes.fingerprint(code));
      const last = hashes.indexOf([...hashes].sort().at(-1) ?? "");
      const rows = cardsOf("late_crash", list).map((row, i) =>
        i === last ? { ...row, trophy_cost: 999 } : row,
      );
      const before = await t.app.db.select().from(activityLog);
      const res = await upload(rows, "batch_late_crash");
      expect(res.statusCode).toBe(500);
      expect(await countOf("late_crash")).toBe(0);
      expect(await t.app.db.select().from(activityLog)).toHaveLength(before.length);
    } finally {
      await t.app.db.execute(sql`DROP TRIGGER gift_cards_late_crash ON gift_cards`);
      await t.app.db.execute(sql`DROP FUNCTION fail_late_round()`);
    }
  }, 60_000);

  it("stores each code once when two uploads of overlapping codes run at the same time", async () => {
    const list = codes("TWICE", 3000);
    const first = list.slice(0, 2000);
    // The second file lists the shared codes in the other order: inserted in file order, the two
    // uploads could each wait for the other.
    const second = list.slice(1000).reverse();
    const [a, b] = await Promise.all([
      upload(cardsOf("twice", first), "batch_twice_a"),
      upload(cardsOf("twice", second), "batch_twice_b"),
    ]);
    const answers = [
      { res: a, file: first },
      { res: b, file: second },
    ];
    const refused: string[] = [];
    for (const { res, file } of answers) {
      expect([201, 207]).toContain(res.statusCode);
      const body = res.json<{ created: number; failed: number; errors?: { code: string }[] }>();
      expect(body.created + body.failed).toBe(file.length);
      for (const e of body.errors ?? []) {
        expect(e).toEqual({ code: e.code, error: ERROR_TEXTS.gift_card_exists });
        refused.push(e.code);
      }
    }
    // Each shared code went in with exactly one of the two uploads and was refused by the other.
    expect(refused.sort()).toEqual(list.slice(1000, 2000).sort());
    const created = (res: typeof a) => res.json<{ created: number }>().created;
    expect(created(a) + created(b)).toBe(3000);
    const stored = await t.app.db
      .select({ hash: giftCards.codeHash })
      .from(giftCards)
      .where(
        inArray(
          giftCards.codeHash,
          list.map((c) => t.app.giftCardCodes.fingerprint(c)),
        ),
      );
    expect(stored).toHaveLength(3000);
  }, 60_000);
});
