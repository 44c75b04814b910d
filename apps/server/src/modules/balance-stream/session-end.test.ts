import type { AddressInfo } from "node:net";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { openStream, type SseConnection } from "../../../test/sse-client";
import { REFRESH_REUSE_GRACE_MS } from "../auth/refresh-successor";
import { refresh as refreshSession } from "../auth/session.service";
import { clientMark } from "../auth/refresh-successor";

/** The client `inject` plays (light-my-request's address and User-Agent). */
const SAME_CLIENT = clientMark("127.0.0.1", "lightMyRequest");

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const open = (token: string) => openStream(`${base}/api/sse/balance-updates/${token}`);

/** Seconds from `since` until the stream ends; fails past `limitMs`. */
async function closesWithin(stream: SseConnection, limitMs: number): Promise<number> {
  const since = Date.now();
  await Promise.race([
    stream.closed,
    new Promise((_, reject) =>
      setTimeout(() => {
        reject(new Error("stream still open"));
      }, limitMs),
    ),
  ]);
  return Date.now() - since;
}

async function connected(who: SignedIn): Promise<SseConnection> {
  const stream = await open(who.accessToken);
  expect(stream.status).toBe(200);
  await stream.waitFor((e) => e.event === "connected");
  return stream;
}

describe("a balance stream ends with its session", () => {
  it("closes within 5 seconds of logout, and the token cannot reopen it", async () => {
    const student = await signInAs(t.app, "student");
    const stream = await connected(student);
    const logout = await inject(t.app, {
      method: "POST",
      url: "/auth/logout",
      headers: student.headers,
    });
    expect(logout.statusCode).toBe(200);
    expect(await closesWithin(stream, 5_000)).toBeLessThan(5_000);
    expect((await open(student.accessToken)).status).toBe(401);
  });

  it("closes within 5 seconds of a suspension, and the token is then told so (403)", async () => {
    const student = await signInAs(t.app, "student");
    const admin = await signInAs(t.app, "admin");
    const stream = await connected(student);
    const suspended = await inject(t.app, {
      method: "PUT",
      url: `/api/admin/users/${student.user.id}/suspend`,
      headers: admin.headers,
      payload: { reason: "Testing" },
    });
    expect(suspended.statusCode).toBe(200);
    await closesWithin(stream, 5_000);
    expect((await open(student.accessToken)).status).toBe(403);
  });

  it("closes within 5 seconds of its session being revoked (a reused refresh token)", async () => {
    const student = await signInAs(t.app, "student");
    const stream = await connected(student);
    const refresh = (refreshToken: string) =>
      inject(t.app, { method: "POST", url: "/auth/refresh", payload: { refreshToken } });
    expect((await refresh(student.refreshToken)).statusCode).toBe(200);
    // The rotated token presented again past the grace window (its clock): it leaked, the whole
    // session is revoked.
    const later = new Date(Date.now() + REFRESH_REUSE_GRACE_MS + 1_000);
    await expect(
      refreshSession(t.app.db, t.app.accessKey, student.refreshToken, SAME_CLIENT, later),
    ).rejects.toMatchObject({ statusCode: 401 });
    await closesWithin(stream, 5_000);
  });

  it("closes when the token it was opened with expires", async () => {
    const student = await signInAs(t.app, "student");
    const claims = JSON.parse(
      Buffer.from(student.accessToken.split(".")[1] ?? "", "base64url").toString(),
    ) as { sid: string; role: string; sub: string; iss: string };
    const shortLived = await new SignJWT({ sid: claims.sid, role: claims.role })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.sub)
      .setIssuer(claims.iss)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
      .sign(t.app.accessKey);
    const stream = await open(shortLived);
    expect(stream.status).toBe(200);
    await closesWithin(stream, 5_000);
    // Another stream of the same session, with the regular token, goes on.
    const other = await connected(student);
    other.close();
  });

  it("keeps streaming for a live session", async () => {
    const student = await signInAs(t.app, "student");
    const stream = await connected(student);
    await expect(closesWithin(stream, 4_500)).rejects.toThrow("stream still open");
    stream.close();
  });
});
