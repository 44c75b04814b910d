import { inject } from "vitest";

/** What scripts/client-test-server.mjs made: the server, an approved developer, a student. */
export interface World {
  baseUrl: string;
  developer: { email: string; password: string };
  liveKey: string;
  testKey: string;
  student: { email: string; password: string };
}

export const world = (): World => inject("world");

/** The developer's own session, for the calls an app's server never makes (webhook endpoints). */
export async function developerToken(w: World): Promise<string> {
  const res = await fetch(`${w.baseUrl}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(w.developer),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** The student's balance as their own dashboard reads it. */
export async function studentBalance(w: World): Promise<number> {
  const login = await fetch(`${w.baseUrl}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(w.student),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await fetch(`${w.baseUrl}/api/students/trophies?limit=1`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (!res.ok) throw new Error(`the balance answered ${res.status}`);
  return ((await res.json()) as { balance: number }).balance;
}

/** A code the student got on their apps page, to type into an app. */
export async function studentLinkCode(w: World): Promise<string> {
  const login = await fetch(`${w.baseUrl}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(w.student),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await fetch(`${w.baseUrl}/api/students/apps/link-code`, {
    method: "POST",
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (!res.ok) throw new Error(`the link code answered ${res.status}`);
  return ((await res.json()) as { code: string }).code;
}
