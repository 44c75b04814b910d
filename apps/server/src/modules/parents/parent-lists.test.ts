import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parentStudentLinks } from "../../db/schema";
import {
  createTestApp,
  createUser,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { addReward, grantTrophies } from "../../../test/fixtures";

/**
 * The parent's lists answer one page (docs/product.md §9: `limit`, default 100 and at most 500;
 * `offset`) in their documented shapes (docs/product.md §7), plus `total`.
 */
let t: TestApp;
let parent: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  parent = await signInAs(t.app, "parent_guide");
  const students = [];
  for (let i = 1; i <= 4; i++) {
    const s = await createUser(t.app, { userType: "student", name: `Student ${i}` });
    await t.app.db.insert(parentStudentLinks).values({
      parentId: parent.user.id,
      studentId: s.id,
      status: "accepted",
      respondedAt: new Date(Date.now() + i * 1000),
    });
    students.push(s);
  }
  // Each student redeems one custom reward of this parent: four rewards, four fulfilments.
  for (const [i, s] of students.entries()) {
    const reward = await addReward(t.app, {
      title: `Reward ${i + 1}`,
      trophyCost: 5,
      customForStudent: s.id,
      createdBy: parent.user.id,
    });
    await grantTrophies(t.app, s.id, 5);
    const who = await inject(t.app, {
      method: "POST",
      url: "/auth/login",
      payload: { email: s.email, password: "S3cretpass" },
    });
    const res = await inject(t.app, {
      method: "POST",
      url: `/api/students/rewards/${reward.id}/redeem`,
      headers: { authorization: `Bearer ${who.json().accessToken}` },
    });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(() => t.close());

const get = (url: string) => inject(t.app, { method: "GET", url, headers: parent.headers });

describe("parent lists are paged", () => {
  it.each([
    ["/api/parents/students", "students"],
    ["/api/parents/rewards", "rewards"],
    ["/api/parents/fulfillments", "fulfillments"],
  ])("%s answers {%s, total}, page by page", async (url, key) => {
    const all = (await get(url)).json();
    expect(all.total).toBe(4);
    expect(all[key]).toHaveLength(4);
    const page = (await get(`${url}?limit=2&offset=1`)).json();
    expect(page).toEqual({ [key]: all[key].slice(1, 3), total: 4 });
    expect((await get(`${url}?offset=4`)).json()).toEqual({ [key]: [], total: 4 });
  });

  it("keeps the students in the order they accepted", async () => {
    const { students } = (await get("/api/parents/students?limit=4")).json();
    expect(students.map((s: { name: string }) => s.name)).toEqual([
      "Student 1",
      "Student 2",
      "Student 3",
      "Student 4",
    ]);
  });

  it.each(["/api/parents/students", "/api/parents/rewards", "/api/parents/fulfillments"])(
    "%s refuses limits and offsets out of range with 400",
    async (url) => {
      for (const query of ["limit=501", "limit=0", "offset=-1", "limit=1e400", "offset=x"]) {
        const res = await get(`${url}?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(typeof res.json().error, query).toBe("string");
      }
    },
  );
});
