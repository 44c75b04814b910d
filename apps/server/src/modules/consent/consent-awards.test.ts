import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trophyTransactions } from "../../db/schema";
import { createTestApp, inject, uniqueEmail, type TestApp } from "../../../test/helpers";
import { developerWithKey } from "../../../test/fixtures";
import { registerChild } from "../../../test/consent";

/**
 * A student whose parent has not consented, or withdrew consent, is unknown to every app
 * (docs/product.md §4, Parental consent): an award is answered exactly as one to an address
 * without an account, nothing is written, and no app can connect them. On PGlite and on PostgreSQL (DATABASE_URL).
 */
let t: TestApp;
let apiKey: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ apiKey } = await developerWithKey(t.app));
});
afterAll(() => t.close());

const award = (email: string) =>
  inject(t.app, {
    method: "POST",
    url: "/api/v1/award-trophies",
    headers: { "x-api-key": apiKey },
    payload: { email, amount: 5 },
  });

async function ledgerOf(studentId: string) {
  return t.app.db
    .select({ id: trophyTransactions.id })
    .from(trophyTransactions)
    .where(eq(trophyTransactions.studentId, studentId));
}

describe("awards to a student without a parent's consent", () => {
  it("are answered as to an unknown address until the parent consents, and after a withdrawal", async () => {
    const child = await registerChild(t);
    const unknown = await award(uniqueEmail("nobody"));
    expect(unknown.statusCode).toBe(404);

    const waiting = await award(child.email);
    expect({ status: waiting.statusCode, body: waiting.json() }).toEqual({
      status: unknown.statusCode,
      body: unknown.json(),
    });
    expect(await ledgerOf(child.id)).toEqual([]);

    const parent = child.parent;
    const accepted = await inject(t.app, {
      method: "POST",
      url: `/api/consent/${child.token}/accept`,
      headers: parent.headers,
    });
    expect(accepted.statusCode).toBe(200);
    expect((await award(child.email)).statusCode).toBe(200);

    const withdrawn = await inject(t.app, {
      method: "POST",
      url: `/api/parents/students/${child.id}/consent/withdraw`,
      headers: parent.headers,
    });
    expect(withdrawn.statusCode).toBe(200);
    const frozen = await award(child.email);
    expect({ status: frozen.statusCode, body: frozen.json() }).toEqual({
      status: unknown.statusCode,
      body: unknown.json(),
    });
    expect(await ledgerOf(child.id)).toHaveLength(1);

    // Nor can an app connect them with a code their parent/guide asked for meanwhile.
    const issued = await inject(t.app, {
      method: "POST",
      url: `/api/parents/students/${child.id}/apps/link-code`,
      headers: parent.headers,
    });
    expect(issued.statusCode).toBe(200);
    const exchanged = await inject(t.app, {
      method: "POST",
      url: "/api/v1/connections",
      headers: { "x-api-key": apiKey },
      payload: { code: issued.json<{ code: string }>().code },
    });
    expect(exchanged.statusCode).toBe(400);
    expect(exchanged.json()).toMatchObject({ code: "invalid_link_code" });
  });
});
