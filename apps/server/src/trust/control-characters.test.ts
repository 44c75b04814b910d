import { SHARED_TEXTS } from "@trophy/shared/shared-texts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { developerWithKey } from "../../test/fixtures";
import {
  ADULT_BIRTH,
  createTestApp,
  createUser,
  inject,
  reloadUser,
  signInAs,
  uniqueEmail,
  type SignedIn,
  type TestApp,
} from "../../test/helpers";

/**
 * Control characters (docs/security.md): one-line fields (names, titles, card types, gift-card
 * codes, idempotency keys) refuse every one, line breaks included; fields of several lines
 * (descriptions, notes, reasons) keep line breaks and refuse the rest. Each refusal is the
 * validation answer, on PGlite and on PostgreSQL (DATABASE_URL).
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, "admin");
});
afterAll(() => t.close());

const singleLine = { error: SHARED_TEXTS.singleLine, code: "validation_failed" };
const controls = { error: SHARED_TEXTS.controlCharacters, code: "validation_failed" };

const register = (name: string) =>
  inject(t.app, {
    method: "POST",
    url: "/auth/register",
    payload: { userType: "student", email: uniqueEmail("ctl"), name, ...ADULT_BIRTH },
  });

describe("one-line fields", () => {
  it("refuse a bell and a backspace, or a line break, in a name (both were accepted)", async () => {
    for (const name of ["Kid\u0007\b", "Kid\r\nBcc: x", "Kid\u0085x", "Kid\u2028x", "Ki\td"]) {
      const res = await register(name);
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json()).toEqual(singleLine);
    }
    expect((await register("Kid Ödön")).statusCode).toBe(201);

    const student = await signInAs(t.app, "student");
    const renamed = await inject(t.app, {
      method: "PUT",
      url: "/api/users/profile",
      headers: student.headers,
      payload: { name: "Ana\u001B[31m" },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual(singleLine);
  });

  it("refuse controls in a batch award's idempotency key, with nothing awarded", async () => {
    const { apiKey } = await developerWithKey(t.app, "Control Apps");
    const student = await createUser(t.app, { userType: "student" });
    for (const key of ["\u0000", "key\n2"]) {
      const res = await inject(t.app, {
        method: "POST",
        url: "/api/v1/award-trophies/batch",
        headers: { "x-api-key": apiKey },
        payload: { awards: [{ email: student.email, amount: 3, idempotencyKey: key }] },
      });
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json()).toMatchObject({ code: "validation_failed" });
    }
    expect((await reloadUser(t.app, student.id)).trophyBalance).toBe(0);
  });

  it("refuse a gift-card code with NUL, alone (400) and as an uploaded row (its row error)", async () => {
    const card = { cardType: "amazon", usdAmount: 10, trophyCost: 200 };
    const added = await inject(t.app, {
      method: "POST",
      url: "/api/admin/gift-cards",
      headers: admin.headers,
      payload: { ...card, code: "CTL-\u0000-00001" },
    });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toEqual(singleLine);

    const uploaded = await inject(t.app, {
      method: "POST",
      url: "/api/admin/gift-cards/upload",
      headers: admin.headers,
      payload: {
        format: "json",
        batchId: `batch_ctl_${Date.now()}`,
        data: JSON.stringify([
          { ...card, code: "CTL-OK-00001" },
          { ...card, code: "CTL-\u0000-00002" },
        ]),
      },
    });
    expect(uploaded.statusCode).toBe(207);
    expect(uploaded.json()).toMatchObject({
      created: 1,
      failed: 1,
      errors: [{ code: "CTL-\u0000-00002", error: SHARED_TEXTS.singleLine }],
    });
  });
});

describe("fields of several lines", () => {
  it("keep line breaks and refuse other controls, in a suspension's reason", async () => {
    const user = await createUser(t.app, { userType: "student" });
    const suspend = (reason: string) =>
      inject(t.app, {
        method: "PUT",
        url: `/api/admin/users/${user.id}/suspend`,
        headers: admin.headers,
        payload: { reason, durationDays: 1 },
      });
    const bell = await suspend("Spam\u0007 in class");
    expect(bell.statusCode).toBe(400);
    expect(bell.json()).toEqual(controls);
    expect((await suspend("Spam in class.\r\nSecond warning.")).statusCode).toBe(200);
  });
});
