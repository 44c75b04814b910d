import { expect, it } from "vitest";
import { createTestApp, inject, readOutbox, uniqueEmail } from "../../test/helpers";

it("finishes writing a mail that was still being sent when the server stopped", async () => {
  const t = await createTestApp();
  const email = uniqueEmail("student");
  const res = await inject(t.app, {
    method: "POST",
    url: "/auth/register",
    payload: { userType: "student", email, name: "Late Mail" },
  });
  expect(res.statusCode).toBe(201);

  // Registration answers before its mail is written; stopping now must not drop it.
  await t.app.close();
  const mails = await readOutbox(t.dataDir);
  expect(mails.map((m) => m.to)).toEqual([expect.stringContaining(email)]);
  await t.close();
});
