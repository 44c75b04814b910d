import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceTakenBackText } from "@trophy/shared/messages";
import {
  createTestApp,
  inject,
  reloadUser,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { developerWithKey } from "../../../test/fixtures";
import { openStream } from "../../../test/sse-client";
import { ERROR_TEXTS } from "../../texts/errors";

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, "admin");
});
afterAll(() => t.close());

async function awardTo(student: SignedIn, amount: number) {
  const { developer, apiKey } = await developerWithKey(t.app);
  const res = await inject(t.app, {
    method: "POST",
    url: "/api/v1/award-trophies",
    headers: { "x-api-key": apiKey },
    payload: { email: student.user.email, amount },
  });
  expect(res.statusCode).toBe(200);
  return { developer, awardId: res.json().transaction.id as string };
}

const reverse = (
  id: string,
  headers: object = admin.headers,
  payload: object = { reason: "Minted by mistake" },
) =>
  inject(t.app, {
    method: "POST",
    url: `/api/admin/awards/${id}/reverse`,
    headers: headers as Record<string, string>,
    payload,
  });

describe("admin award reversal", () => {
  it("lists a developer's awards and takes one back with a linked reversal entry", async () => {
    const student = await signInAs(t.app, "student");
    const { developer, awardId } = await awardTo(student, 40);
    const list = await inject(t.app, {
      method: "GET",
      url: `/api/admin/awards?developerId=${developer.id}`,
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      awards: [
        {
          id: awardId,
          developerId: developer.id,
          studentId: student.user.id,
          studentEmail: student.user.email,
          amount: 40,
          description: "Awarded by MathQuest Apps",
          descriptionText: { key: "ledger_awarded_by", params: { app: "MathQuest Apps" } },
          createdAt: expect.any(String),
          reversedAt: null,
        },
      ],
      total: 1,
    });

    const res = await reverse(awardId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      reversal: {
        id: expect.any(String),
        awardId,
        studentId: student.user.id,
        amount: -40,
        createdAt: expect.any(String),
      },
    });
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(0);
    // Twice changes nothing more, and answers the same.
    expect((await reverse(awardId)).json()).toEqual(res.json());
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(0);

    const history = (
      await inject(t.app, {
        method: "GET",
        url: "/api/students/trophies",
        headers: student.headers,
      })
    ).json().history;
    expect(history[0]).toMatchObject({ trophyAmount: -40, kind: "reversal" });
    const byEmail = await inject(t.app, {
      method: "GET",
      url: `/api/admin/awards?studentEmail=${encodeURIComponent(student.user.email)}`,
      headers: admin.headers,
    });
    expect(byEmail.json().awards[0].reversedAt).toEqual(expect.any(String));
  });

  it("updates the student's live balance with a deduction, never 'You earned'", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as AddressInfo).port;
    const student = await signInAs(t.app, "student");
    const { awardId } = await awardTo(student, 25);
    const stream = await openStream(
      `http://127.0.0.1:${port}/api/sse/balance-updates/${student.accessToken}`,
    );
    await stream.waitFor((e) => e.event === "connected");
    expect((await reverse(awardId)).statusCode).toBe(200);
    const update = await stream.waitFor((e) => e.event === "balance_update");
    expect(update.data.data).toMatchObject({ newBalance: 0, xpEarned: -25 });
    expect(balanceTakenBackText(-25)).toBe("25 trophies were taken back");
    stream.close();
  });

  it("refuses with 409 naming the balance when the student already spent it; nothing written", async () => {
    const student = await signInAs(t.app, "student");
    const { awardId } = await awardTo(student, 30);
    // The student spends 20 of the 30 before the admin gets to it.
    await t.app.database.query(
      "INSERT INTO trophy_transactions (student_id, amount, kind, description) VALUES ($1, -20, 'redemption', 'Spent')",
      [student.user.id],
    );
    const refused = await reverse(awardId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain("10 trophies");
    expect(refused.json().error).toBe(
      "The student's balance is 10 trophies, lower than the 30 trophies of this award",
    );
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(10);
  });

  it("has one effect for 10 simultaneous reversals, and no 5xx", async () => {
    const student = await signInAs(t.app, "student");
    const { awardId } = await awardTo(student, 12);
    const answers = await Promise.all(Array.from({ length: 10 }, () => reverse(awardId)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => r.json().reversal.id)).size).toBe(1);
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(0);
  });

  it("refuses the anonymous, other roles, unknown ids, non-awards and a missing reason", async () => {
    const student = await signInAs(t.app, "student");
    const { awardId } = await awardTo(student, 3);
    expect((await reverse(awardId, {})).statusCode).toBe(401);
    for (const role of ["student", "developer", "parent_guide"] as const) {
      const who = await signInAs(t.app, role);
      expect((await reverse(awardId, who.headers)).statusCode).toBe(403);
      const list = await inject(t.app, {
        method: "GET",
        url: "/api/admin/awards",
        headers: who.headers,
      });
      expect(list.statusCode).toBe(403);
    }
    expect((await reverse("7d1b7c5e-7f0e-4a8e-9a55-000000000000")).json()).toEqual({
      error: ERROR_TEXTS.award_not_found,
      code: "award_not_found",
    });
    expect((await reverse("not-an-id")).statusCode).toBe(400);
    expect((await reverse(awardId, admin.headers, {})).statusCode).toBe(400);
    expect((await reverse(awardId, admin.headers, { reason: "   " })).statusCode).toBe(400);
    const reversal = (await reverse(awardId)).json().reversal.id as string;
    expect((await reverse(reversal)).statusCode).toBe(404);
    for (const q of ["limit=0", "limit=501", "offset=-1", "developerId=nope"]) {
      const res = await inject(t.app, {
        method: "GET",
        url: `/api/admin/awards?${q}`,
        headers: admin.headers,
      });
      expect(res.statusCode, q).toBe(400);
    }
  });
});
