import { afterAll, beforeAll, expect, it } from "vitest";
import { users } from "./schema";
import { createTestApp, type TestApp } from "../../test/helpers";
import { maintainEmbedded } from "./maintenance";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const planOfStudentLookup = async () => {
  const result = (await t.database.query(
    "EXPLAIN SELECT u.id FROM users u WHERE u.email = $1 AND u.user_type = 'student'",
    ["student42@school.test"],
  )) as { rows: { "QUERY PLAN": string }[] };
  return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
};

it.skipIf(process.env.DATABASE_URL)(
  "gives the embedded database's planner the statistics to find a student by e-mail index",
  async () => {
    await t.app.db.insert(users).values(
      Array.from({ length: 500 }, (_, i) => ({
        email: `student${i}@school.test`,
        name: `Student ${i}`,
        userType: "student" as const,
      })),
    );
    expect(await planOfStudentLookup()).not.toContain("users_email_unique");
    await maintainEmbedded(t.database, { vacuum: false });
    expect(await planOfStudentLookup()).toContain("users_email_unique");
  },
);

it.skipIf(process.env.DATABASE_URL)("vacuums the embedded database on the hourly run", async () => {
  await maintainEmbedded(t.database, { vacuum: true });
  const result = (await t.database.query(
    "SELECT count(*)::int AS n FROM pg_stat_user_tables WHERE relname = 'users' AND last_vacuum IS NOT NULL",
  )) as { rows: { n: number }[] };
  expect(result.rows[0]?.n).toBe(1);
});
