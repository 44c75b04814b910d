import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createUser,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { grantTrophies } from "../../../test/fixtures";
import { ERROR_TEXTS } from "../../texts/errors";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (
  who: SignedIn,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) => inject(t.app, { method, url, headers: who.headers, payload });

/** A parent linked to a student through the real request → accept flow. */
async function linkedPair() {
  const parent = await signInAs(t.app, { userType: "parent_guide", name: "Pat Guide" });
  const student = await signInAs(t.app, { userType: "student", name: "Sam Student" });
  expect(
    (
      await call(parent, "POST", "/api/parents/students/request", {
        studentEmail: student.user.email.toUpperCase(),
      })
    ).statusCode,
  ).toBe(201);
  const { requests } = (await call(student, "GET", "/api/students/connection-requests")).json();
  expect(requests).toEqual([
    { id: expect.any(String), parentName: "Pat Guide", parentEmail: parent.user.email },
  ]);
  expect(
    (await call(student, "POST", `/api/students/connection-requests/${requests[0].id}/accept`))
      .statusCode,
  ).toBe(200);
  return { parent, student };
}

describe("linking students", () => {
  it("links after the student accepts, and lists the student with their balance", async () => {
    const { parent, student } = await linkedPair();
    await grantTrophies(t.app, student.user.id, 70);
    const { students } = (await call(parent, "GET", "/api/parents/students")).json();
    expect(students).toEqual([
      {
        id: student.user.id,
        name: "Sam Student",
        email: student.user.email,
        trophyBalance: 70,
        isActive: true,
        avatar: null,
        approveGiftCards: false,
        consent: "not_needed",
        deletionAt: null,
      },
    ]);
  });

  it("refuses bad e-mails (400), duplicates and pending requests (409); an unknown address is answered as sent", async () => {
    const { parent, student } = await linkedPair();
    const other = await createUser(t.app, { userType: "student" });
    const request = (studentEmail: unknown) =>
      call(parent, "POST", "/api/parents/students/request", { studentEmail });
    expect((await request("not-an-email")).statusCode).toBe(400);
    expect((await request(undefined)).statusCode).toBe(400);
    const ghost = await request("ghost@example.com");
    expect(ghost.statusCode).toBe(201);
    expect(ghost.json()).toEqual({ message: "Connection request sent" });
    expect((await request("ghost@example.com")).json()).toEqual({
      error: ERROR_TEXTS.request_already_pending,
      code: "request_already_pending",
    });
    const linked = await request(student.user.email);
    expect(linked.statusCode).toBe(409);
    expect(linked.json()).toEqual({ error: ERROR_TEXTS.already_linked, code: "already_linked" });
    expect((await request(other.email)).statusCode).toBe(201);
    expect((await request(other.email)).json()).toEqual({
      error: ERROR_TEXTS.request_already_pending,
      code: "request_already_pending",
    });
  });

  it("keeps a declined parent's new request from the student; a student links several parents", async () => {
    const parent = await signInAs(t.app, "parent_guide");
    const second = await signInAs(t.app, "parent_guide");
    const student = await signInAs(t.app, "student");
    await call(parent, "POST", "/api/parents/students/request", {
      studentEmail: student.user.email,
    });
    const [first] = (await call(student, "GET", "/api/students/connection-requests")).json()
      .requests;
    await call(student, "POST", `/api/students/connection-requests/${first.id}/reject`);
    expect(
      (
        await call(parent, "POST", "/api/parents/students/request", {
          studentEmail: student.user.email,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await call(second, "POST", "/api/parents/students/request", {
          studentEmail: student.user.email,
        })
      ).statusCode,
    ).toBe(201);
    // The declined parent was answered as sent, but only the second parent's request waits.
    const { requests } = (await call(student, "GET", "/api/students/connection-requests")).json();
    expect(requests).toEqual([expect.objectContaining({ parentEmail: second.user.email })]);
  });

  it("unlinks only the parent's own links", async () => {
    const { parent, student } = await linkedPair();
    const intruder = await signInAs(t.app, "parent_guide");
    expect(
      (await call(intruder, "DELETE", `/api/parents/students/${student.user.id}`)).statusCode,
    ).toBe(404);
    expect((await call(parent, "DELETE", "/api/parents/students/not-a-uuid")).statusCode).toBe(400);
    expect(
      (await call(parent, "DELETE", `/api/parents/students/${student.user.id}`)).statusCode,
    ).toBe(200);
    expect((await call(parent, "GET", "/api/parents/students")).json().students).toEqual([]);
    expect(
      (await call(parent, "DELETE", `/api/parents/students/${student.user.id}`)).statusCode,
    ).toBe(404);
  });
});

describe("custom rewards and fulfilment", () => {
  it("creates a reward for a linked student, who redeems it; the parent fulfils it once", async () => {
    const { parent, student } = await linkedPair();
    const created = await call(parent, "POST", "/api/parents/rewards", {
      studentId: student.user.id,
      title: "  Pizza night ",
      description: "You pick the toppings",
      trophyCost: 40,
      usdValue: "25",
    });
    expect(created.statusCode).toBe(201);
    const reward = created.json().reward;
    expect(reward).toMatchObject({
      title: "Pizza night",
      trophyCost: 40,
      rewardType: "custom",
      customForStudent: student.user.id,
      studentName: "Sam Student",
    });
    expect(
      (await call(parent, "GET", "/api/parents/rewards"))
        .json()
        .rewards.map((r: { id: string }) => r.id),
    ).toEqual([reward.id]);

    await grantTrophies(t.app, student.user.id, 50);
    const offered = (await call(student, "GET", "/api/students/rewards")).json().rewards;
    expect(offered.some((r: { id: string }) => r.id === reward.id)).toBe(true);
    expect(
      (await call(student, "POST", `/api/students/rewards/${reward.id}/redeem`)).statusCode,
    ).toBe(200);

    const { fulfillments } = (await call(parent, "GET", "/api/parents/fulfillments")).json();
    expect(fulfillments).toEqual([
      {
        id: expect.any(String),
        rewardTitle: "Pizza night",
        rewardType: "custom",
        studentName: "Sam Student",
        studentEmail: student.user.email,
        trophyCost: 40,
        createdAt: expect.any(String),
        fulfilledAt: null,
        status: "pending",
        declinedAt: null,
        declineReason: null,
      },
    ]);
    const done = await call(parent, "PUT", `/api/parents/fulfillments/${fulfillments[0].id}`);
    expect(done.statusCode).toBe(200);
    expect(done.json().fulfillment).toMatchObject({
      status: "fulfilled",
      fulfilledAt: expect.any(String),
    });
    const again = await call(parent, "PUT", `/api/parents/fulfillments/${fulfillments[0].id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: ERROR_TEXTS.already_fulfilled,
      code: "already_fulfilled",
    });
    expect(
      (await call(student, "GET", "/api/students/redemptions")).json().redemptions[0].status,
    ).toBe("fulfilled");
  });

  it("refuses rewards for students not linked (403) and invalid bodies (400)", async () => {
    const { parent, student } = await linkedPair();
    const stranger = await createUser(t.app, { userType: "student" });
    const create = (payload: object) => call(parent, "POST", "/api/parents/rewards", payload);
    const notLinked = await create({ studentId: stranger.id, title: "Nope", trophyCost: 5 });
    expect(notLinked.statusCode).toBe(403);
    expect(notLinked.json()).toEqual({
      error: ERROR_TEXTS.student_not_linked,
      code: "student_not_linked",
    });
    for (const payload of [
      { title: "No student", trophyCost: 5 },
      { studentId: student.user.id, title: "  ", trophyCost: 5 },
      { studentId: student.user.id, title: "Zero", trophyCost: 0 },
      { studentId: student.user.id, title: "Fraction", trophyCost: 2.5 },
      { studentId: student.user.id, title: "Words", trophyCost: "ten" },
      { studentId: student.user.id, title: "Huge", trophyCost: 1e12 },
      { studentId: student.user.id, title: "Just over", trophyCost: 1_000_001 },
      { studentId: student.user.id, title: "NUL \u0000", trophyCost: 5 },
    ]) {
      expect((await create(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await create({ studentId: student.user.id, title: "" })).json().error).toBe(
      "Title is required",
    );
    const huge = await create({ studentId: student.user.id, title: "Huge", trophyCost: 1e12 });
    expect(huge.json()).toEqual({
      error: "Trophy cost must be at most 1,000,000",
      code: "validation_failed",
    });
  });

  it("keeps history after unlinking: the fulfilment stays, the reward is no longer offered", async () => {
    const { parent, student } = await linkedPair();
    const reward = (
      await call(parent, "POST", "/api/parents/rewards", {
        studentId: student.user.id,
        title: "Museum",
        trophyCost: 10,
      })
    ).json().reward;
    await grantTrophies(t.app, student.user.id, 10);
    await call(student, "POST", `/api/students/rewards/${reward.id}/redeem`);
    await call(parent, "DELETE", `/api/parents/students/${student.user.id}`);
    const offered = (await call(student, "GET", "/api/students/rewards")).json().rewards;
    expect(offered.some((r: { id: string }) => r.id === reward.id)).toBe(false);
    const { fulfillments } = (await call(parent, "GET", "/api/parents/fulfillments")).json();
    expect(fulfillments).toHaveLength(1);
    expect(
      (await call(parent, "PUT", `/api/parents/fulfillments/${fulfillments[0].id}`)).statusCode,
    ).toBe(200);
  });

  it("keeps a second parent away from the first one's links, rewards and fulfilments", async () => {
    const { parent, student } = await linkedPair();
    const reward = (
      await call(parent, "POST", "/api/parents/rewards", {
        studentId: student.user.id,
        title: "Mine",
        trophyCost: 5,
      })
    ).json().reward;
    await grantTrophies(t.app, student.user.id, 5);
    await call(student, "POST", `/api/students/rewards/${reward.id}/redeem`);
    const [fulfillment] = (await call(parent, "GET", "/api/parents/fulfillments")).json()
      .fulfillments;

    const intruder = await signInAs(t.app, "parent_guide");
    expect((await call(intruder, "GET", "/api/parents/students")).json().students).toEqual([]);
    expect((await call(intruder, "GET", "/api/parents/rewards")).json().rewards).toEqual([]);
    expect((await call(intruder, "GET", "/api/parents/fulfillments")).json().fulfillments).toEqual(
      [],
    );
    expect(
      (await call(intruder, "PUT", `/api/parents/fulfillments/${fulfillment.id}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(intruder, "POST", "/api/parents/rewards", {
          studentId: student.user.id,
          title: "X",
          trophyCost: 1,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(intruder, "DELETE", `/api/parents/students/${student.user.id}`)).statusCode,
    ).toBe(404);
  });

  it("is for parents/guides only", async () => {
    for (const role of ["student", "developer", "admin"] as const) {
      const who = await signInAs(t.app, role);
      for (const [method, url] of [
        ["GET", "/api/parents/students"],
        ["POST", "/api/parents/students/request"],
        ["GET", "/api/parents/rewards"],
        ["GET", "/api/parents/fulfillments"],
      ] as const) {
        expect((await call(who, method, url, {})).statusCode, `${role} ${url}`).toBe(403);
      }
    }
    expect((await inject(t.app, { method: "GET", url: "/api/parents/students" })).statusCode).toBe(
      401,
    );
  });
});
