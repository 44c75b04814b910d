import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createUser,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import {
  addGiftCards,
  addLinkRequest,
  addReward,
  codes,
  grantTrophies,
} from "../../../test/fixtures";

let t: TestApp;
let student: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  student = await signInAs(t.app, { userType: "student", name: "Sam" });
  other = await signInAs(t.app, "student");
});
afterAll(() => t.close());

const get = (url: string, who: SignedIn = student) =>
  inject(t.app, { method: "GET", url, headers: who.headers });

describe("student routes are for students only", () => {
  const routes: ["GET" | "POST", string][] = [
    ["GET", "/api/students/trophies"],
    ["GET", "/api/students/rewards"],
    ["GET", "/api/students/redemptions"],
    ["GET", "/api/students/gift-cards"],
    ["GET", "/api/students/connection-requests"],
    ["POST", "/api/students/rewards/gc_amazon_25_500/redeem"],
    ["POST", "/api/students/rewards/redeem-gift-card"],
    ["POST", "/api/students/connection-requests/00000000-0000-4000-8000-000000000000/accept"],
  ];
  it.each(routes)("%s %s: 401 anonymous, 403 for other roles", async (method, url) => {
    expect((await inject(t.app, { method, url })).statusCode).toBe(401);
    for (const role of ["parent_guide", "developer", "admin"] as const) {
      const who = await signInAs(t.app, role);
      const res = await inject(t.app, {
        method,
        url,
        headers: who.headers,
        payload: method === "POST" ? {} : undefined,
      });
      expect(res.statusCode, role).toBe(403);
    }
  });
});

describe("GET /api/students/trophies", () => {
  it("returns the balance and the student's own history, newest first", async () => {
    await grantTrophies(t.app, student.user.id, 100, "Fractions quiz");
    await grantTrophies(t.app, student.user.id, 50, "Reading streak");
    await grantTrophies(t.app, other.user.id, 999, "Someone else");
    const body = (await get("/api/students/trophies")).json();
    expect(body.balance).toBe(150);
    expect(body.history.map((h: { description: string }) => h.description)).toEqual([
      "Reading streak",
      "Fractions quiz",
    ]);
    expect(body.history[0]).toEqual({
      id: expect.any(String),
      description: "Reading streak",
      // The app's own words: no key to render them by.
      descriptionText: null,
      trophyAmount: 50,
      createdAt: expect.any(String),
      kind: "award",
    });
    expect(body.total).toBe(2);
  });
});

describe("GET /api/students/rewards", () => {
  it("offers active base rewards, own custom rewards and in-stock gift cards by denomination", async () => {
    const parent = await createUser(t.app, { userType: "parent_guide" });
    await addReward(t.app, { title: "Extra recess", trophyCost: 30 });
    await addReward(t.app, { title: "Retired reward", trophyCost: 30, isActive: false });
    await addReward(t.app, {
      title: "Pizza night",
      trophyCost: 80,
      customForStudent: student.user.id,
      createdBy: parent.id,
    });
    await addReward(t.app, {
      title: "Not for Sam",
      trophyCost: 80,
      customForStudent: other.user.id,
      createdBy: parent.id,
    });
    await addGiftCards(t.app, {
      cardType: "google_play",
      usdAmount: 10,
      trophyCost: 200,
      codes: codes("GP10", 3),
    });
    await addGiftCards(t.app, {
      cardType: "google_play",
      usdAmount: 10,
      trophyCost: 200,
      codes: codes("GPX", 2),
      expiresAt: new Date(Date.now() - 1000),
    });
    await addGiftCards(t.app, {
      cardType: "amazon",
      usdAmount: 12.5,
      trophyCost: 250,
      codes: codes("AMZ", 1),
    });

    const { rewards } = (await get("/api/students/rewards")).json();
    const titles = rewards.map((r: { title: string }) => r.title);
    expect(titles).toContain("Extra recess");
    expect(titles).toContain("Pizza night");
    expect(titles).not.toContain("Retired reward");
    expect(titles).not.toContain("Not for Sam");
    const gp = rewards.find((r: { id: string }) => r.id === "gc_google_play_10_200");
    expect(gp).toMatchObject({
      title: "Google Play $10 Gift Card",
      availableCount: 3,
      rewardType: "base",
      fulfillmentType: "automatic",
    });
    expect(rewards.find((r: { id: string }) => r.id === "gc_amazon_12.5_250")?.availableCount).toBe(
      1,
    );
    expect(rewards.find((r: { title: string }) => r.title === "Pizza night")).toMatchObject({
      rewardType: "custom",
      customForStudent: student.user.id,
    });
  });
});

describe("connection requests", () => {
  it("lists the student's pending requests with the parent's name and e-mail", async () => {
    const parent = await createUser(t.app, { userType: "parent_guide", name: "Pat Guide" });
    const link = await addLinkRequest(t.app, parent.id, student.user.id);
    await addLinkRequest(t.app, parent.id, other.user.id);
    const { requests } = (await get("/api/students/connection-requests")).json();
    expect(requests).toContainEqual({
      id: link.id,
      parentName: "Pat Guide",
      parentEmail: parent.email,
    });
    expect(requests).toHaveLength(1);
  });

  it("accepts and rejects only the student's own pending requests", async () => {
    const parent = await createUser(t.app, { userType: "parent_guide" });
    const mine = await addLinkRequest(t.app, parent.id, student.user.id);
    const theirs = await addLinkRequest(t.app, parent.id, other.user.id);
    const post = (id: string, action: string, who = student) =>
      inject(t.app, {
        method: "POST",
        url: `/api/students/connection-requests/${id}/${action}`,
        headers: who.headers,
      });

    expect((await post(theirs.id, "accept")).statusCode).toBe(404);
    expect((await post("not-a-uuid", "accept")).statusCode).toBe(400);
    expect((await post(mine.id, "accept")).statusCode).toBe(200);
    expect((await post(mine.id, "reject")).statusCode).toBe(404);
    const rejected = await addLinkRequest(
      t.app,
      await createUser(t.app, { userType: "parent_guide" }).then((p) => p.id),
      student.user.id,
    );
    expect((await post(rejected.id, "reject")).statusCode).toBe(200);
    expect(
      (await get("/api/students/connection-requests"))
        .json()
        .requests.map((r: { id: string }) => r.id),
    ).not.toContain(rejected.id);
    expect((await post(theirs.id, "reject", other)).statusCode).toBe(200);
  });
});
