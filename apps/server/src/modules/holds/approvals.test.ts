import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  giftCards,
  mailOutbox,
  parentStudentLinks,
  redemptions,
  trophyTransactions,
} from "../../db/schema";
import {
  PASSWORD,
  createTestApp,
  inject,
  reloadUser,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { addGiftCards, addLinkRequest, codes, grantTrophies } from "../../../test/fixtures";
import { countTo, expectNotification, mailsTo } from "../../../test/notification-mail";
import { openStream } from "../../../test/sse-client";
import { ERROR_TEXTS } from "../../texts/errors";
import { redeemGiftCard } from "../students/redemption.service";
import { HOLD_WITHOUT_PARENT_REASON } from "./approvals.service";

/**
 * Gift cards a parent/guide approves first (docs/product.md §3): the switch, the hold, approving
 * and declining, and every refusal; on PGlite and on PostgreSQL (DATABASE_URL), where the
 * simultaneous decisions really run side by side.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (
  who: SignedIn | null,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) => inject(t.app, { method, url, headers: who?.headers ?? {}, payload });

let stockNo = 0;
/** A card type of the test's own, with `n` cards of $10 for 100 trophies. */
async function stock(n: number) {
  const cardType = `approve${++stockNo}`;
  await addGiftCards(t.app, {
    cardType,
    usdAmount: 10,
    trophyCost: 100,
    codes: codes(`APR-${stockNo}`, n),
  });
  return { cardType, usdAmount: 10, trophyCost: 100 };
}

async function link(parent: SignedIn, student: SignedIn) {
  await t.app.db.insert(parentStudentLinks).values({
    parentId: parent.user.id,
    studentId: student.user.id,
    status: "accepted",
    respondedAt: new Date(),
  });
}

const setApproval = (parent: SignedIn, studentId: string, approveGiftCards: unknown) =>
  call(parent, "PUT", `/api/parents/students/${studentId}/settings`, { approveGiftCards });

/** A parent/guide with approval on, their student with 150 trophies, and one held card. */
async function heldCard(cards = 2) {
  const parent = await signInAs(t.app, { userType: "parent_guide", name: "Pat Guide" });
  const student = await signInAs(t.app, { userType: "student", name: "Sam Student" });
  await link(parent, student);
  expect((await setApproval(parent, student.user.id, true)).statusCode).toBe(200);
  await grantTrophies(t.app, student.user.id, 150);
  const denomination = await stock(cards);
  const res = await call(student, "POST", "/api/students/rewards/redeem-gift-card", denomination);
  expect(res.statusCode, res.body).toBe(202);
  return { parent, student, denomination, id: res.json().redemption.id as string };
}

const approve = (who: SignedIn | null, id: string) =>
  call(who, "POST", `/api/parents/approvals/${id}/approve`);
const decline = (
  who: SignedIn | null,
  id: string,
  payload: object = { reason: "Too much screen time" },
) => call(who, "POST", `/api/parents/approvals/${id}/decline`, payload);

/** balance = sum of the ledger's entries, and never below zero. */
async function expectLedgerHolds(studentId: string, balance: number) {
  const [sum] = await t.app.db
    .select({ total: sql<number>`coalesce(sum(${trophyTransactions.amount}), 0)::int` })
    .from(trophyTransactions)
    .where(eq(trophyTransactions.studentId, studentId));
  expect((await reloadUser(t.app, studentId)).trophyBalance).toBe(balance);
  expect(sum?.total).toBe(balance);
}

async function availableCount(cardType: string) {
  const [row] = await t.app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(giftCards)
    .where(sql`${giftCards.cardType} = ${cardType} AND ${giftCards.redeemedAt} IS NULL`);
  return row?.n ?? 0;
}

describe("the approval switch", () => {
  it("is off by default, shows in the linked students and changes for an accepted link only", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const student = await signInAs(t.app, "student");
    await link(parent, student);
    const listed = async () =>
      (await call(parent, "GET", "/api/parents/students")).json().students[0].approveGiftCards;
    expect(await listed()).toBe(false);

    const on = await setApproval(parent, student.user.id, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ settings: { approveGiftCards: true } });
    expect(await listed()).toBe(true);
    expect((await setApproval(parent, student.user.id, false)).json()).toEqual({
      settings: { approveGiftCards: false },
    });
    expect(await listed()).toBe(false);

    for (const bad of ["yes", null, 1]) {
      const res = await setApproval(parent, student.user.id, bad);
      expect(res.statusCode, String(bad)).toBe(400);
    }
    expect(
      (await call(parent, "PUT", `/api/parents/students/not-an-id/settings`, {})).statusCode,
    ).toBe(400);
  });

  it("refuses anonymous callers, other roles, another parent's student and a pending request", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const student = await signInAs(t.app, "student");
    await link(parent, student);
    const url = `/api/parents/students/${student.user.id}/settings`;
    expect((await call(null, "PUT", url, { approveGiftCards: true })).statusCode).toBe(401);
    for (const role of ["student", "developer", "admin"] as const) {
      const who = role === "student" ? student : await signInAs(t.app, role);
      expect((await call(who, "PUT", url, { approveGiftCards: true })).statusCode, role).toBe(403);
    }
    const stranger = await signInAs(t.app, "parent_guide");
    const foreign = await setApproval(stranger, student.user.id, true);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: ERROR_TEXTS.link_not_found, code: "link_not_found" });
    const asked = await signInAs(t.app, "parent_guide");
    await addLinkRequest(t.app, asked.user.id, student.user.id);
    expect((await setApproval(asked, student.user.id, true)).statusCode).toBe(404);
    const [still] = await t.app.db
      .select({ on: parentStudentLinks.approveGiftCards })
      .from(parentStudentLinks)
      .where(eq(parentStudentLinks.parentId, asked.user.id));
    expect(still?.on).toBe(false);
  });

  it("leaves a redemption as it was while off", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const student = await signInAs(t.app, "student");
    await link(parent, student);
    await grantTrophies(t.app, student.user.id, 100);
    const res = await call(
      student,
      "POST",
      "/api/students/rewards/redeem-gift-card",
      await stock(1),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      redemption: { status: "completed" },
      giftCard: { code: expect.any(String) },
      transaction: { kind: "redemption", trophyAmount: -100 },
    });
    expect((await call(parent, "GET", "/api/parents/approvals")).json()).toEqual({
      approvals: [],
      total: 0,
    });
  });
});

describe("a held gift card", () => {
  it("answers 202 without a code, holds the trophies and sets a card aside", async () => {
    const { parent, student, denomination, id } = await heldCard();
    const view = await call(student, "GET", `/api/students/redemptions/${id}`);
    expect(view.json()).toMatchObject({
      redemption: { id, status: "awaiting_approval", rewardType: "gift_card", trophyCost: 100 },
      giftCard: null,
    });
    await expectLedgerHolds(student.user.id, 50);
    const history = (await call(student, "GET", "/api/students/trophies")).json().history;
    expect(history[0]).toMatchObject({ kind: "hold", trophyAmount: -100 });
    expect((await call(student, "GET", "/api/students/gift-cards")).json().total).toBe(0);
    expect(await availableCount(denomination.cardType)).toBe(1);

    const list = await call(parent, "GET", "/api/parents/approvals");
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      approvals: [
        {
          id,
          studentId: student.user.id,
          studentName: "Sam Student",
          studentEmail: student.user.email,
          rewardTitle: `Approve${stockNo} $10 Gift Card`,
          rewardTitleText: {
            key: "gift_card_title",
            params: { cardType: `approve${stockNo}`, usdAmount: 10 },
          },
          trophyCost: 100,
          createdAt: expect.any(String),
          status: "awaiting_approval",
          decidedAt: null,
          declineReason: null,
        },
      ],
      total: 1,
    });
    // The held trophies cannot be spent again: 50 left does not buy another card.
    const again = await call(
      student,
      "POST",
      "/api/students/rewards/redeem-gift-card",
      denomination,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("insufficient_trophies");
    expect(await availableCount(denomination.cardType)).toBe(1);
  });

  it("waits by its offering id too, and takes nothing when the stock is gone", async () => {
    const { student, denomination } = await heldCard(1);
    await grantTrophies(t.app, student.user.id, 100);
    const id = `gc_${denomination.cardType}_10_100`;
    const gone = await call(student, "POST", `/api/students/rewards/${id}/redeem`);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().code).toBe("out_of_stock");
    await expectLedgerHolds(student.user.id, 150);
    const other = await stock(1);
    const res = await call(
      student,
      "POST",
      `/api/students/rewards/gc_${other.cardType}_10_100/redeem`,
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      redemption: { status: "awaiting_approval" },
      giftCard: null,
    });
  });

  it("is issued on approval: the student reads the code and sees it live", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as AddressInfo).port;
    const { parent, student, id } = await heldCard();
    const stream = await openStream(
      `http://127.0.0.1:${port}/api/sse/balance-updates/${student.accessToken}`,
    );
    const connected = await stream.waitFor((e) => e.event === "connected");

    const res = await approve(parent, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().approval).toMatchObject({
      id,
      status: "approved",
      decidedAt: expect.any(String),
    });
    const told = await stream.waitFor((e) => e.event === "redemption_update");
    // Not a ledger entry: the id stays the last entry's, so a resumed stream replays only entries.
    expect(told.id).toBe(connected.id);
    expect(told.data.data).toMatchObject({ redemption: { id, status: "completed" } });
    expect(JSON.stringify(told.data)).not.toContain("APR-");
    stream.close();

    const view = (await call(student, "GET", `/api/students/redemptions/${id}`)).json();
    expect(view.redemption.status).toBe("completed");
    expect(view.giftCard.code).toMatch(/^APR-/);
    const cards = (await call(student, "GET", "/api/students/gift-cards")).json();
    expect(cards.giftCards.map((c: { code: string }) => c.code)).toEqual([view.giftCard.code]);
    await expectLedgerHolds(student.user.id, 50);
    expect((await call(parent, "GET", "/api/parents/approvals")).json().total).toBe(0);
  });

  it("comes back on decline: refund with the reason, card back in stock, told live", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" }).catch(() => undefined);
    const port = (t.app.server.address() as AddressInfo).port;
    const { parent, student, denomination, id } = await heldCard(1);
    const stream = await openStream(
      `http://127.0.0.1:${port}/api/sse/balance-updates/${student.accessToken}`,
    );
    await stream.waitFor((e) => e.event === "connected");
    expect(await availableCount(denomination.cardType)).toBe(0);

    const res = await decline(parent, id, { reason: "  Not this week " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().approval).toMatchObject({
      id,
      status: "declined",
      declineReason: "Not this week",
    });
    const update = await stream.waitFor((e) => e.event === "balance_update");
    expect(update.data.data).toMatchObject({
      newBalance: 150,
      transaction: { kind: "refund", trophyAmount: 100 },
    });
    expect(String(update.data.data.description)).toContain("Not this week");
    stream.close();
    await expectLedgerHolds(student.user.id, 150);
    expect(await availableCount(denomination.cardType)).toBe(1);
    expect((await call(student, "GET", `/api/students/redemptions/${id}`)).json()).toMatchObject({
      redemption: { status: "declined", declineReason: "Not this week" },
      giftCard: null,
    });
    // The card went back: another student can have it.
    const other = await signInAs(t.app, "student");
    await grantTrophies(t.app, other.user.id, 100);
    const bought = await call(
      other,
      "POST",
      "/api/students/rewards/redeem-gift-card",
      denomination,
    );
    expect(bought.statusCode).toBe(200);
  });

  it("refuses anonymous callers, other roles, another parent, an unlinked student and bad input", async () => {
    const { parent, student, id } = await heldCard();
    for (const send of [approve, decline]) {
      expect((await send(null, id)).statusCode).toBe(401);
      for (const role of ["student", "developer", "admin"] as const) {
        const who = role === "student" ? student : await signInAs(t.app, role);
        expect((await send(who, id)).statusCode, role).toBe(403);
      }
      const stranger = await signInAs(t.app, "parent_guide");
      const foreign = await send(stranger, id);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({
        error: ERROR_TEXTS.approval_not_found,
        code: "approval_not_found",
      });
      expect((await call(stranger, "GET", "/api/parents/approvals")).json().total).toBe(0);
      expect((await send(parent, "not-a-uuid")).statusCode).toBe(400);
      expect((await send(parent, crypto.randomUUID())).statusCode).toBe(404);
    }
    expect((await call(null, "GET", "/api/parents/approvals")).statusCode).toBe(401);
    expect((await call(student, "GET", "/api/parents/approvals")).statusCode).toBe(403);
    for (const payload of [{}, { reason: "   " }, { reason: "x".repeat(501) }, { reason: 5 }]) {
      expect((await decline(parent, id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    // Another student reads nothing of it.
    const nosy = await signInAs(t.app, "student");
    const peek = await call(nosy, "GET", `/api/students/redemptions/${id}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().code).toBe("redemption_not_found");

    // Unlinked since: the parent decides it no more.
    await call(parent, "DELETE", `/api/parents/students/${student.user.id}`);
    expect((await approve(parent, id)).statusCode).toBe(404);
    expect((await decline(parent, id)).statusCode).toBe(404);
    expect((await call(parent, "GET", "/api/parents/approvals")).json().total).toBe(0);
    // Nobody is left to decide it, so its trophies came back.
    await expectLedgerHolds(student.user.id, 150);
  });

  it("is decided once: already approved and already declined answer 409", async () => {
    const first = await heldCard();
    expect((await approve(first.parent, first.id)).statusCode).toBe(200);
    for (const send of [approve, decline]) {
      const res = await send(first.parent, first.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: ERROR_TEXTS.already_approved, code: "already_approved" });
    }
    const second = await heldCard();
    expect((await decline(second.parent, second.id)).statusCode).toBe(200);
    for (const send of [approve, decline]) {
      const res = await send(second.parent, second.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("already_declined");
    }
    await expectLedgerHolds(first.student.user.id, 50);
    await expectLedgerHolds(second.student.user.id, 150);
  });

  it("is not an approval when it was redeemed without one", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const student = await signInAs(t.app, "student");
    await link(parent, student);
    await grantTrophies(t.app, student.user.id, 100);
    const bought = await call(
      student,
      "POST",
      "/api/students/rewards/redeem-gift-card",
      await stock(1),
    );
    await setApproval(parent, student.user.id, true);
    const id = bought.json().redemption.id as string;
    expect((await approve(parent, id)).statusCode).toBe(404);
    expect((await decline(parent, id)).statusCode).toBe(404);
  });

  it("waits for whichever linked parent has the switch on, and for any of them once none has", async () => {
    const { parent, student, id } = await heldCard();
    const other = await signInAs(t.app, "parent_guide");
    await link(other, student);
    expect((await call(other, "GET", "/api/parents/approvals")).json().total).toBe(0);
    expect((await approve(other, id)).statusCode).toBe(404);
    await setApproval(parent, student.user.id, false);
    expect((await call(other, "GET", "/api/parents/approvals")).json().total).toBe(1);
    expect((await call(parent, "GET", "/api/parents/approvals")).json().total).toBe(1);
    expect((await approve(other, id)).statusCode).toBe(200);
  });
});

describe("simultaneous decisions", () => {
  it("20 parallel approvals and declines of one hold give one outcome", async () => {
    const { parent, student, denomination, id } = await heldCard(1);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? approve(parent, id) : decline(parent, id))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const [row] = await t.app.db.select().from(redemptions).where(eq(redemptions.id, id));
    const refunds = await t.app.db
      .select()
      .from(trophyTransactions)
      .where(
        sql`${trophyTransactions.studentId} = ${student.user.id} AND ${trophyTransactions.kind} = 'refund'`,
      );
    if (row?.status === "completed") {
      expect(refunds).toHaveLength(0);
      await expectLedgerHolds(student.user.id, 50);
      expect(await availableCount(denomination.cardType)).toBe(0);
    } else {
      expect(row?.status).toBe("declined");
      expect(refunds).toHaveLength(1);
      await expectLedgerHolds(student.user.id, 150);
      expect(await availableCount(denomination.cardType)).toBe(1);
    }
  });

  it("parallel holds of one student never overspend the balance or a card", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const student = await signInAs(t.app, "student");
    await link(parent, student);
    await setApproval(parent, student.user.id, true);
    await grantTrophies(t.app, student.user.id, 350);
    const denomination = await stock(10);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(student, "POST", "/api/students/rewards/redeem-gift-card", denomination),
      ),
    );
    expect(results.filter((r) => r.statusCode === 202)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(5);
    await expectLedgerHolds(student.user.id, 50);
    expect(await availableCount(denomination.cardType)).toBe(7);
    const waiting = (await call(parent, "GET", "/api/parents/approvals")).json().approvals as {
      id: string;
    }[];
    const decided = await Promise.all(
      waiting.flatMap((a) => [approve(parent, a.id), decline(parent, a.id), approve(parent, a.id)]),
    );
    expect(decided.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const [sum] = await t.app.db
      .select({ total: sql<number>`sum(${trophyTransactions.amount})::int` })
      .from(trophyTransactions)
      .where(eq(trophyTransactions.studentId, student.user.id));
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(sum?.total);
    expect(sum?.total).toBeGreaterThanOrEqual(0);
  });
});

describe("a held gift card nobody is left to decide", () => {
  async function expectReleased(student: SignedIn, id: string, cardType: string) {
    const [row] = await t.app.db.select().from(redemptions).where(eq(redemptions.id, id));
    expect(row).toMatchObject({
      status: "declined",
      giftCardId: null,
      declineReason: HOLD_WITHOUT_PARENT_REASON,
    });
    expect(await availableCount(cardType)).toBe(2);
    await expectLedgerHolds(student.user.id, 150);
  }

  it("is refunded when the student removes their only parent/guide", async () => {
    const { student, denomination, id } = await heldCard();
    const [linkRow] = await t.app.db
      .select()
      .from(parentStudentLinks)
      .where(eq(parentStudentLinks.studentId, student.user.id));
    const url = `/api/students/parents/${linkRow?.id ?? ""}`;
    // The last approving link: the student confirms that the approval ends.
    expect((await call(student, "DELETE", url)).statusCode).toBe(409);
    const removed = await call(student, "DELETE", `${url}?confirm=true`);
    expect(removed.statusCode).toBe(204);
    await expectReleased(student, id, denomination.cardType);
  });

  it("is refunded when the parent/guide unlinks or deletes their account, not while another is linked", async () => {
    const first = await heldCard();
    const unlinked = await call(
      first.parent,
      "DELETE",
      `/api/parents/students/${first.student.user.id}`,
    );
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    await expectReleased(first.student, first.id, first.denomination.cardType);

    const second = await heldCard();
    const other = await signInAs(t.app, "parent_guide");
    await link(other, second.student);
    const gone = await call(second.parent, "DELETE", "/api/users/me", { password: PASSWORD });
    expect(gone.statusCode, gone.body).toBe(200);
    // Another parent/guide is still linked: they can decide it, so it keeps waiting.
    const [waiting] = await t.app.db
      .select()
      .from(redemptions)
      .where(eq(redemptions.id, second.id));
    expect(waiting?.status).toBe("awaiting_approval");
    expect((await approve(other, second.id)).statusCode).toBe(200);

    const third = await heldCard();
    const deleted = await call(third.parent, "DELETE", "/api/users/me", { password: PASSWORD });
    expect(deleted.statusCode).toBe(200);
    await expectReleased(third.student, third.id, third.denomination.cardType);
  });
});

describe("notification e-mails", () => {
  const waitsFor = /waits for your approval/;
  /** The code the student reads once the card is theirs. */
  const codeOf = async (student: SignedIn, id: string) =>
    (await call(student, "GET", `/api/students/redemptions/${id}`)).json().giftCard.code as string;

  it("mails each parent/guide who approves first when a card is held, and nobody else", async () => {
    const { parent, student, denomination, id } = await heldCard();
    const subject = new RegExp(
      `Sam Student's ${denomination.cardType} \\$10 Gift Card ${waitsFor.source}`,
      "i",
    );
    const [mail] = await mailsTo(t, parent.user.email, subject);
    expectNotification(mail, "http://localhost:3000/parent");
    expect(mail?.text).toContain("Hi Pat Guide,");
    expect(mail?.text).toContain("for 100 trophies");
    expect(mail?.text).toContain("Approve it to give them the code");

    // A second parent/guide with the switch on is told too; one with it off is not.
    const also = await signInAs(t.app, "parent_guide");
    const off = await signInAs(t.app, "parent_guide");
    await link(also, student);
    await link(off, student);
    await setApproval(also, student.user.id, true);
    await grantTrophies(t.app, student.user.id, 100);
    const second = await call(
      student,
      "POST",
      "/api/students/rewards/redeem-gift-card",
      denomination,
    );
    expect(second.statusCode).toBe(202);
    await mailsTo(t, parent.user.email, waitsFor, 2);
    const [toAlso] = await mailsTo(t, also.user.email, waitsFor);
    expectNotification(toAlso, "http://localhost:3000/parent");
    expect(await countTo(t, off.user.email, waitsFor)).toBe(0);
    expect(await countTo(t, parent.user.email, waitsFor)).toBe(2);
    // The mail never carries a code: there is none to give before the approval.
    expect(mail?.text).not.toContain("APR-");
    expect((await call(parent, "GET", "/api/parents/approvals")).json().approvals[0].id).toBe(id);
  });

  it("mails nothing to a parent/guide who switched it off, and the card still waits", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const student = await signInAs(t.app, "student");
    await link(parent, student);
    await setApproval(parent, student.user.id, true);
    const off = await call(parent, "PUT", "/api/users/notifications", {
      preferences: { gift_card_approval_requested: false },
    });
    expect(off.json().preferences.gift_card_approval_requested).toBe(false);
    await grantTrophies(t.app, student.user.id, 100);
    const res = await call(
      student,
      "POST",
      "/api/students/rewards/redeem-gift-card",
      await stock(1),
    );
    expect(res.statusCode).toBe(202);
    expect(await countTo(t, parent.user.email, waitsFor)).toBe(0);
    expect((await call(parent, "GET", "/api/parents/approvals")).json().total).toBe(1);
  });

  it("queues nothing for a hold that rolls back", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const student = await signInAs(t.app, "student");
    await link(parent, student);
    await setApproval(parent, student.user.id, true);
    await grantTrophies(t.app, student.user.id, 150);
    // Out of stock: the hold and its mail roll back together.
    const gone = await call(student, "POST", "/api/students/rewards/redeem-gift-card", {
      cardType: "approvenone",
      usdAmount: 10,
      trophyCost: 100,
    });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().code).toBe("out_of_stock");
    // A failure after the mail was queued, in the same transaction.
    const denomination = await stock(1);
    const failing = {
      ...t.app.notifier,
      giftCardApprovalRequested: async (
        ...args: Parameters<typeof t.app.notifier.giftCardApprovalRequested>
      ) => {
        await t.app.notifier.giftCardApprovalRequested(...args);
        throw new Error("the hold fails after its mail was queued");
      },
    };
    await expect(
      redeemGiftCard(
        {
          db: t.app.db,
          giftCardCodes: t.app.giftCardCodes,
          announce: () => undefined,
          notifier: failing,
        },
        await reloadUser(t.app, student.user.id),
        denomination,
      ),
    ).rejects.toThrow("the hold fails");
    const queued = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, parent.user.email));
    expect(queued).toEqual([]);
    expect(await countTo(t, parent.user.email, waitsFor)).toBe(0);
    await expectLedgerHolds(student.user.id, 150);
    expect(await availableCount(denomination.cardType)).toBe(1);
    expect((await call(parent, "GET", "/api/parents/approvals")).json().total).toBe(0);
  });

  it("mails the student when their card is approved: theirs now, the code never in the mail", async () => {
    const { parent, student, denomination, id } = await heldCard();
    expect((await approve(parent, id)).statusCode).toBe(200);
    const subject = new RegExp(`Your ${denomination.cardType} \\$10 Gift Card is approved`, "i");
    const [mail] = await mailsTo(t, student.user.email, subject);
    expectNotification(mail, "http://localhost:3000/student/history?tab=giftcards");
    expect(mail?.text).toContain("Pat Guide approved your");
    expect(mail?.text).toContain("It is yours now");
    const code = await codeOf(student, id);
    expect(mail?.text).not.toContain(code);
    expect(mail?.html).not.toContain(code);
  });

  it("mails the student the reason and the trophies back when declined, unless switched off", async () => {
    const { parent, student, denomination, id } = await heldCard();
    expect((await decline(parent, id, { reason: "Not before your birthday" })).statusCode).toBe(
      200,
    );
    const subject = new RegExp(`Your ${denomination.cardType} \\$10 Gift Card was declined`, "i");
    const [mail] = await mailsTo(t, student.user.email, subject);
    expectNotification(mail, "http://localhost:3000/student/history?tab=giftcards");
    expect(mail?.text).toContain("Pat Guide declined your");
    expect(mail?.text).toContain("Not before your birthday");
    expect(mail?.text).toContain("Your 100 trophies are back in your balance.");

    const quiet = await heldCard();
    await call(quiet.student, "PUT", "/api/users/notifications", {
      preferences: { gift_card_answered: false },
    });
    expect((await decline(quiet.parent, quiet.id)).statusCode).toBe(200);
    const second = await heldCard();
    await call(second.student, "PUT", "/api/users/notifications", {
      preferences: { gift_card_answered: false },
    });
    expect((await approve(second.parent, second.id)).statusCode).toBe(200);
    expect(await countTo(t, quiet.student.user.email, /declined|approved/)).toBe(0);
    expect(await countTo(t, second.student.user.email, /declined|approved/)).toBe(0);
  });
});
