import { REWARD_PICTURE_IDS } from "@trophy/shared/constants";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parentStudentLinks, rewards } from "../../db/schema";
import {
  createTestApp,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { addGiftCards, addReward, codes } from "../../../test/fixtures";

/**
 * A custom reward's picture: one of the product's ids, chosen by its parent/guide when creating or
 * editing it, and shown wherever the reward is; null is the default of its kind. On PGlite and on
 * PostgreSQL (DATABASE_URL).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (who: SignedIn, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  inject(t.app, { method, url, headers: who.headers, payload });

async function linkedPair() {
  const parent = await signInAs(t.app, "parent_guide");
  const student = await signInAs(t.app, "student");
  await t.app.db.insert(parentStudentLinks).values({
    parentId: parent.user.id,
    studentId: student.user.id,
    status: "accepted",
    respondedAt: new Date(),
  });
  return { parent, student };
}

const create = (parent: SignedIn, student: SignedIn, extra: object) =>
  call(parent, "POST", "/api/parents/rewards", {
    studentId: student.user.id,
    title: "Pizza night",
    trophyCost: 30,
    ...extra,
  });

type Listed = { id: string; picture: string | null; title: string };
const studentSees = async (student: SignedIn) =>
  (await call(student, "GET", "/api/students/rewards")).json().rewards as Listed[];
const parentSees = async (parent: SignedIn) =>
  (await call(parent, "GET", "/api/parents/rewards")).json().rewards as Listed[];

describe("a custom reward's picture", () => {
  it("is the one chosen, for the parent/guide, the student and the goal", async () => {
    const { parent, student } = await linkedPair();
    const res = await create(parent, student, { picture: "pizza" });
    expect(res.statusCode, res.body).toBe(201);
    const reward = res.json().reward as Listed;
    expect(reward.picture).toBe("pizza");
    expect((await parentSees(parent)).find((r) => r.id === reward.id)?.picture).toBe("pizza");
    expect((await studentSees(student)).find((r) => r.id === reward.id)?.picture).toBe("pizza");
    const goal = await call(student, "PUT", "/api/students/goal", { rewardId: reward.id });
    expect(goal.json().goal.reward.picture).toBe("pizza");
  });

  it("is none (the default) when not chosen, and changes or goes back to none on edit", async () => {
    const { parent, student } = await linkedPair();
    const reward = (await create(parent, student, {})).json().reward as Listed;
    expect(reward.picture).toBeNull();

    const changed = await call(parent, "PUT", `/api/parents/rewards/${reward.id}`, {
      picture: "movie",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().reward).toMatchObject({ picture: "movie", title: "Pizza night" });

    const kept = await call(parent, "PUT", `/api/parents/rewards/${reward.id}`, { trophyCost: 40 });
    expect(kept.json().reward).toMatchObject({ picture: "movie", trophyCost: 40 });

    const cleared = await call(parent, "PUT", `/api/parents/rewards/${reward.id}`, {
      picture: null,
    });
    expect(cleared.json().reward.picture).toBeNull();
    expect((await studentSees(student)).find((r) => r.id === reward.id)?.picture).toBeNull();
  });

  it("takes every id of the product's set", async () => {
    const { parent, student } = await linkedPair();
    for (const picture of REWARD_PICTURE_IDS) {
      const res = await create(parent, student, { picture });
      expect(res.statusCode, picture).toBe(201);
      expect(res.json().reward.picture).toBe(picture);
    }
  });

  it.each([
    ["an unknown id", "unicorn"],
    ["an address", "https://example.com/prize.png"],
    ["an emoji", "🍕"],
    ["a number", 7],
  ])("refuses %s with 400, on create and on edit, and stores nothing", async (_, picture) => {
    const { parent, student } = await linkedPair();
    const refused = await create(parent, student, { picture });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("validation_failed");
    expect(await parentSees(parent)).toEqual([]);

    const reward = (await create(parent, student, { picture: "cake" })).json().reward as Listed;
    const edit = await call(parent, "PUT", `/api/parents/rewards/${reward.id}`, { picture });
    expect(edit.statusCode).toBe(400);
    const [row] = await t.app.db.select().from(rewards).where(eq(rewards.id, reward.id));
    expect(row?.picture).toBe("cake");
  });

  it("is for parents/guides to set: a student cannot create or edit rewards", async () => {
    const { parent, student } = await linkedPair();
    const reward = (await create(parent, student, { picture: "cake" })).json().reward as Listed;
    const asStudent = await call(student, "PUT", `/api/parents/rewards/${reward.id}`, {
      picture: "ball",
    });
    expect(asStudent.statusCode).toBe(403);
    const other = await signInAs(t.app, "parent_guide");
    const notTheirs = await call(other, "PUT", `/api/parents/rewards/${reward.id}`, {
      picture: "ball",
    });
    expect(notTheirs.statusCode).toBe(404);
  });

  it("is none on gift cards and base rewards: their kind is their picture", async () => {
    const student = await signInAs(t.app, "student");
    await addGiftCards(t.app, {
      cardType: "roblox",
      usdAmount: 10,
      trophyCost: 150,
      codes: codes("PIC-RBX", 1),
    });
    const base = await addReward(t.app, { title: "Sticker pack", trophyCost: 15 });
    const listed = await studentSees(student);
    expect(listed.find((r) => r.id === base.id)?.picture).toBeNull();
    expect(listed.find((r) => r.id.startsWith("gc_roblox_"))?.picture).toBeNull();
  });
});
