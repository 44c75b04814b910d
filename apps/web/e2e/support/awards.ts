import { expect, type APIRequestContext } from "@playwright/test";
import { DEMO_DEVELOPER } from "./env";

const json = { accept: "application/json" };
let apiKey: string | undefined;

/** The demo developer's API key (the e2e server is seeded with demo data). */
export async function demoApiKey(request: APIRequestContext): Promise<string> {
  if (apiKey) return apiKey;
  const login = await request.post("/auth/login", { data: DEMO_DEVELOPER, headers: json });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const key = await request.get("/api/developers/api-key", {
    headers: { ...json, authorization: `Bearer ${accessToken}` },
  });
  apiKey = ((await key.json()) as { apiKey: string }).apiKey;
  return apiKey;
}

/** Awards trophies through the real external award API, as a developer's app would. */
export async function awardTrophies(
  request: APIRequestContext,
  email: string,
  amount: number,
  details?: string,
): Promise<void> {
  const res = await request.post("/api/v1/award-trophies", {
    headers: { ...json, "x-api-key": await demoApiKey(request) },
    data: { email, amount, ...(details ? { details } : {}) },
  });
  expect(res.status(), await res.text()).toBe(200);
}
