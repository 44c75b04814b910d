import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parentStudentLinks, redemptions, rewards, trophyTransactions } from "../../db/schema";
import {
  createTestApp,
  inject,
  reloadUser,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { grantTrophies } from "../../../test/fixtures";
import { ERROR_TEXTS } from "../../texts/errors";

/**
 * Custom rewards under a parent's control: edit, pause, delete, stock; on PGlite and on
 * PostgreSQL (DATABASE_URL), where the simultaneous redemptions really run side by side.
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

async function linkedPair() {
  const parent = await signInAs(t.app, { userType: "parent_guide", name: "Pat Guide" });
  const student = await signInAs(t.app, { userType: "student", name: "Sam Student" });
  await t.app.db.insert(parentStudentLinks).values({
    parentId: parent.user.id,
    studentId: student.user.id,
    status: "accepted",
    respondedAt: new Date(),
  });
  return { parent, student };
}

async function createReward(parent: SignedIn, student: SignedIn, extra: object = {}) {
  const res = await call(parent, "POST", "/api/parents/rewards", {
    studentId: student.user.id,
    title: "Movie night",
    description: "Popcorn included",
    trophyCost: 20,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().reward as { id: string; stock: number | null };
}

const offered = async (student: SignedIn, id: string) =>
  (
    (await call(student, "GET", "/api/students/rewards")).json().rewards as {
      id: string;
      availableCount: number | null;
    }[]
  ).find((r) => r.id === id);

describe("editing a custom reward", () => {
  it("changes only the fields sent, and the student sees the change", async () => {
    const { parent, student } = await linkedPair();
    const reward = await createReward(parent, student);
    expect(reward).toMatchObject({ stock: null, availableCount: null, redeemedCount: 0 });

    const put = await call(parent, "PUT", `/api/parents/rewards/${reward.id}`, {
      title: "  Cinema trip ",
      trophyCost: "35",
      stock: 2,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().reward).toEqual({
      id: reward.id,
      title: "Cinema trip",
      description: "Popcorn included",
      trophyCost: 35,
      rewardType: "custom",
      fulfillmentType: "manual",
      availableCount: 2,
      isActive: true,
      customForStudent: student.user.id,
      picture: null,
      titleText: null,
      descriptionText: null,
      studentName: "Sam Student",
      studentEmail: student.user.email,
      stock: 2,
      redeemedCount: 0,
    });
    expect(await offered(student, reward.id)).toMatchObject({
      title: "Cinema trip",
      trophyCost: 35,
      availableCount: 2,
    });

    const full = await call(parent, "PUT", `/api/parents/rewards/${reward.id}`, {
      title: "Cinema",
      description: "",
      trophyCost: 30,
      isActive: false,
      stock: null,
    });
    expect(full.json().reward).toMatchObject({
      title: "Cinema",
      description: "",
      trophyCost: 30,
      isActive: false,
      stock: null,
    });
    expect(await offered(student, reward.id)).toBeUndefined();
    await grantTrophies(t.app, student.user.id, 30);
    const paused = await call(student, "POST", `/api/students/rewards/${reward.id}/redeem`);
    expect(paused.statusCode).toBe(404);
    expect(paused.json().code).toBe("reward_not_found");

    await call(parent, "PUT", `/api/parents/rewards/${reward.id}`, { isActive: true });
    expect(await offered(student, reward.id)).toMatchObject({ availableCount: null });
  });

  it("refuses bad values with 400 and leaves the reward as it was", async () => {
    const { parent, student } = await linkedPair();
    const reward = await createReward(parent, student, { stock: 4 });
    for (const payload of [
      {},
      { studentId: student.user.id },
      { title: "  " },
      { title: "x".repeat(121) },
      { description: "x".repeat(1001) },
      { title: "NUL \u0000" },
      { trophyCost: 0 },
      { trophyCost: 2.5 },
      { trophyCost: 1_000_001 },
      { trophyCost: "ten" },
      { trophyCost: null },
      { isActive: "no" },
      { isActive: null },
      { stock: -1 },
      { stock: 1.5 },
      { stock: 100_001 },
      { stock: "many" },
    ]) {
      const res = await call(parent, "PUT", `/api/parents/rewards/${reward.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code, JSON.stringify(payload)).toBe("validation_failed");
    }
    expect((await call(parent, "PUT", `/api/parents/rewards/${reward.id}`, {})).json().error).toBe(
      "Nothing to update",
    );
    expect(
      (await call(parent, "PUT", `/api/parents/rewards/${reward.id}`, { stock: -1 })).json().error,
    ).toBe("Stock must be a whole number from 0");
    const [row] = await t.app.db.select().from(rewards).where(eq(rewards.id, reward.id));
    expect(row).toMatchObject({ title: "Movie night", trophyCost: 20, stock: 4, isActive: true });
  });

  it("creates with a stock, and refuses a bad one", async () => {
    const { parent, student } = await linkedPair();
    expect(await createReward(parent, student, { stock: 0 })).toMatchObject({ stock: 0 });
    expect(await createReward(parent, student, { stock: "" })).toMatchObject({ stock: null });
    for (const stock of [-1, 0.5, "x", 100_001]) {
      const res = await call(parent, "POST", "/api/parents/rewards", {
        studentId: student.user.id,
        title: "Bad stock",
        trophyCost: 5,
        stock,
      });
      expect(res.statusCode, String(stock)).toBe(400);
    }
  });
});

describe("deleting a custom reward", () => {
  it("deletes one never redeemed, deactivates one redeemed and says which", async () => {
    const { parent, student } = await linkedPair();
    const unused = await createReward(parent, student, { title: "Unused" });
    const used = await createReward(parent, student, { title: "Used", trophyCost: 5 });
    await grantTrophies(t.app, student.user.id, 5);
    expect(
      (await call(student, "POST", `/api/students/rewards/${used.id}/redeem`)).statusCode,
    ).toBe(200);

    const gone = await call(parent, "DELETE", `/api/parents/rewards/${unused.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ outcome: "deleted", reward: null });
    expect(await t.app.db.select().from(rewards).where(eq(rewards.id, unused.id))).toEqual([]);

    const kept = await call(parent, "DELETE", `/api/parents/rewards/${used.id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      outcome: "deactivated",
      reward: { id: used.id, isActive: false, redeemedCount: 1 },
    });
    expect(await offered(student, used.id)).toBeUndefined();
    const { redemptions: history } = (
      await call(student, "GET", "/api/students/redemptions")
    ).json();
    expect(history[0]).toMatchObject({ rewardId: used.id, rewardTitle: "Used" });
    expect((await call(parent, "GET", "/api/parents/rewards")).json().rewards).toEqual([
      expect.objectContaining({ id: used.id, isActive: false, redeemedCount: 1 }),
    ]);
    // Deleting it again answers the same: it is still there, inactive.
    expect((await call(parent, "DELETE", `/api/parents/rewards/${used.id}`)).json().outcome).toBe(
      "deactivated",
    );
    expect((await call(parent, "DELETE", `/api/parents/rewards/${unused.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe("who may change a reward", () => {
  it("refuses the anonymous (401), other roles (403), another parent (404) and bad ids (400)", async () => {
    const { parent, student } = await linkedPair();
    const reward = await createReward(parent, student);
    const url = `/api/parents/rewards/${reward.id}`;
    const body = { title: "Taken over" };

    expect((await call(null, "PUT", url, body)).statusCode).toBe(401);
    expect((await call(null, "DELETE", url)).statusCode).toBe(401);
    for (const role of ["student", "developer", "admin"] as const) {
      const who = role === "student" ? student : await signInAs(t.app, role);
      expect((await call(who, "PUT", url, body)).statusCode, role).toBe(403);
      expect((await call(who, "DELETE", url)).statusCode, role).toBe(403);
    }
    const intruder = await signInAs(t.app, "parent_guide");
    const put = await call(intruder, "PUT", url, body);
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ error: ERROR_TEXTS.reward_not_found, code: "reward_not_found" });
    expect((await call(intruder, "DELETE", url)).statusCode).toBe(404);
    // A base reward is no parent's to change.
    const [base] = await t.app.db
      .insert(rewards)
      .values({ title: "Base", description: "", trophyCost: 5, rewardType: "base" })
      .returning();
    expect((await call(parent, "PUT", `/api/parents/rewards/${base?.id}`, body)).statusCode).toBe(
      404,
    );
    expect((await call(parent, "DELETE", `/api/parents/rewards/${base?.id}`)).statusCode).toBe(404);
    for (const id of ["not-a-uuid", "1", "gc_amazon_10_100"]) {
      expect((await call(parent, "PUT", `/api/parents/rewards/${id}`, body)).statusCode).toBe(400);
      expect((await call(parent, "DELETE", `/api/parents/rewards/${id}`)).statusCode).toBe(400);
    }
    expect(
      (await call(parent, "PUT", "/api/parents/rewards/00000000-0000-4000-8000-000000000000", body))
        .statusCode,
    ).toBe(404);
    const [row] = await t.app.db.select().from(rewards).where(eq(rewards.id, reward.id));
    expect(row?.title).toBe("Movie night");
  });
});

describe("stock", () => {
  it("counts down per redemption; at 0 the student sees it out of stock and cannot redeem", async () => {
    const { parent, student } = await linkedPair();
    const reward = await createReward(parent, student, { trophyCost: 10, stock: 2 });
    await grantTrophies(t.app, student.user.id, 50);
    const redeem = () => call(student, "POST", `/api/students/rewards/${reward.id}/redeem`);
    expect((await redeem()).statusCode).toBe(200);
    expect(await offered(student, reward.id)).toMatchObject({ availableCount: 1 });
    expect((await redeem()).statusCode).toBe(200);
    expect(await offered(student, reward.id)).toMatchObject({ availableCount: 0 });
    const refused = await redeem();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: ERROR_TEXTS.reward_out_of_stock,
      code: "reward_out_of_stock",
    });
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(30);
    expect((await call(parent, "GET", "/api/parents/rewards")).json().rewards[0]).toMatchObject({
      stock: 0,
      redeemedCount: 2,
    });
    // More stock makes it redeemable again.
    await call(parent, "PUT", `/api/parents/rewards/${reward.id}`, { stock: 1 });
    expect((await redeem()).statusCode).toBe(200);
  });

  it("gives exactly 3 of 10 simultaneous redemptions of a stock of 3, and charges only those", async () => {
    const { parent, student } = await linkedPair();
    const reward = await createReward(parent, student, { trophyCost: 7, stock: 3 });
    await grantTrophies(t.app, student.user.id, 100);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(student, "POST", `/api/students/rewards/${reward.id}/redeem`),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort((a, b) => a - b);
    expect(codes).toEqual([200, 200, 200, ...Array<number>(7).fill(409)]);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(r.json().code).toBe("reward_out_of_stock");
    }
    const [row] = await t.app.db.select().from(rewards).where(eq(rewards.id, reward.id));
    expect(row?.stock).toBe(0);
    const made = await t.app.db
      .select()
      .from(redemptions)
      .where(eq(redemptions.rewardId, reward.id));
    expect(made).toHaveLength(3);
    const [sum] = await t.app.db
      .select({ total: sql<number>`sum(${trophyTransactions.amount})::int` })
      .from(trophyTransactions)
      .where(eq(trophyTransactions.studentId, student.user.id));
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(100 - 3 * 7);
    expect(sum?.total).toBe(100 - 3 * 7);
  });
});
