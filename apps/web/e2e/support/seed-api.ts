import { expect, type APIRequestContext } from "@playwright/test";
import { PASSWORD } from "./env";

const json = { accept: "application/json" };
export type Headers = Record<string, string>;

/** The API of the test's server, for seeding: each call must succeed. */
export function seedApi(request: APIRequestContext) {
  const call = async <T = Record<string, unknown>>(
    headers: Headers,
    method: "GET" | "POST" | "PUT",
    url: string,
    data?: object,
  ): Promise<T> => {
    const res = await request.fetch(url, { method, headers: { ...json, ...headers }, data });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json().catch(() => ({}))) as T;
  };
  /** The bearer headers of a session signed in through the API. */
  const as = async (email: string, password = PASSWORD): Promise<Headers> => {
    const { accessToken } = await call<{ accessToken: string }>({}, "POST", "/auth/login", {
      email,
      password,
    });
    return { authorization: `Bearer ${accessToken}` };
  };
  return { call, as };
}
export type SeedApi = ReturnType<typeof seedApi>;

export interface Offered {
  id: string;
  title: string;
  trophyCost: number;
  availableCount: number | null;
}

/** What the student is offered. */
export async function offered(api: SeedApi, asStudent: Headers): Promise<Offered[]> {
  const { rewards } = await api.call<{ rewards: Offered[] }>(
    asStudent,
    "GET",
    "/api/students/rewards?limit=100",
  );
  return rewards;
}

/**
 * Redeems a gift card on offer that the student can afford and `skip` does not name (done, or
 * held when the student's gift cards wait for approval); the offering's id.
 */
export async function redeemGiftCard(
  api: SeedApi,
  asStudent: Headers,
  skip: readonly string[] = [],
): Promise<string> {
  const card = (await offered(api, asStudent)).find(
    (r) =>
      r.id.startsWith("gc_") &&
      !skip.includes(r.id) &&
      r.trophyCost <= 300 &&
      (r.availableCount ?? 0) > 0,
  );
  expect(card, "the demo stock has a gift card the student can afford").toBeDefined();
  const id = card?.id ?? "";
  // The offering's id is `gc_` and the stored type, amount and cost (docs/product.md §3).
  const parts = id.slice("gc_".length).split("_");
  await api.call(asStudent, "POST", "/api/students/rewards/redeem-gift-card", {
    cardType: parts.slice(0, -2).join("_"),
    usdAmount: Number(parts.at(-2)),
    trophyCost: Number(parts.at(-1)),
  });
  return id;
}
