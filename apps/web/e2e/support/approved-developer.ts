import { expect, type APIRequestContext } from "@playwright/test";
import { admin } from "./accounts";
import { registerDeveloper } from "./developers";

const json = { accept: "application/json" };

/**
 * A developer of their own, registered and approved through the public and admin APIs, so a
 * journey's keys, webhooks and request log start empty and no other test shares them.
 */
export async function approvedDeveloper(
  request: APIRequestContext,
  companyName = "Platform Apps",
): Promise<{ email: string; companyName: string }> {
  const developer = await registerDeveloper(request, companyName);
  const login = await request.post("/auth/login", { data: admin, headers: json });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { ...json, authorization: `Bearer ${accessToken}` };
  const list = await request.get("/api/admin/developers?limit=500", { headers: auth });
  const { developers } = (await list.json()) as { developers: { id: string; email: string }[] };
  const id = developers.find((d) => d.email === developer.email)?.id;
  expect(id, "the new developer is listed").toBeTruthy();
  const approved = await request.put(`/api/admin/developers/${id ?? ""}/validate`, {
    headers: auth,
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return developer;
}
