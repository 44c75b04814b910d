import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ERROR_CODES } from "@trophy/shared/error-codes";
import {
  createTestApp,
  createUser,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../test/helpers";
import {
  addGiftCards,
  addLinkRequest,
  addReward,
  codes,
  developerWithKey,
  grantTrophies,
} from "../../test/fixtures";
import { digest, digestStatement, nextTransactionId } from "./db-digest";
import { requestArbitrary, type FuzzRequest, type Plausible } from "./request-arbitrary";
import { routeTable, type RouteEntry } from "./route-table";
import { TARGETS, type Caller } from "./targets";

/**
 * Bounded answers (docs/product.md §10): every endpoint, called as the role it is for, with
 * generated malformed path parameters, query strings and bodies. Never a 5xx; every 4xx is JSON
 * with an `error` text and a known `code` (packages/shared/src/error-codes.ts); a
 * refused (4xx) call leaves the database as it was. FUZZ_RUNS sets the calls per route (default
 * 200); FUZZ_SEED replays a run, FUZZ_SEED=random explores new inputs.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED =
  process.env.FUZZ_SEED === "random"
    ? Date.now() % 2 ** 31
    : Number(process.env.FUZZ_SEED ?? 20_251_010);
/** The award API allows 100 calls per developer and hour; the calls are spread over keys. */
const AWARD_KEYS = Math.ceil(RUNS / 80);

let t: TestApp;
let headersFor: (caller: Caller, run: number) => Record<string, string>;
let plausible: Plausible;
let digestSql: string;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn: Partial<Record<Caller, SignedIn>> = {
    student: await signInAs(t.app, { userType: "student", name: "Fuzz Student" }),
    parent: await signInAs(t.app, "parent_guide"),
    developer: await signInAs(t.app, "developer"),
    admin: await signInAs(t.app, "admin"),
    logout: await signInAs(t.app, "student"),
    regenerator: await signInAs(t.app, "developer"),
  };
  const keys = await Promise.all(Array.from({ length: AWARD_KEYS }, () => developerWithKey(t.app)));
  headersFor = (caller, run): Record<string, string> => {
    if (caller === "anonymous") return {};
    if (caller === "apiKey") return { "x-api-key": keys[run % keys.length]?.apiKey ?? "" };
    return signedIn[caller]?.headers ?? {};
  };
  const student = signedIn.student?.user;
  const parent = signedIn.parent?.user;
  if (!student || !parent) throw new Error("no principals");

  // Things the ids in paths can name: some calls then reach the rules behind the id check.
  const victim = await createUser(t.app, { userType: "student" });
  const pendingDeveloper = await createUser(t.app, {
    userType: "developer",
    developerStatus: "pending",
  });
  const request = await addLinkRequest(t.app, parent.id, student.id);
  const linked = await createUser(t.app, { userType: "student" });
  const link = await addLinkRequest(t.app, parent.id, linked.id);
  await inject(t.app, {
    method: "POST",
    url: `/api/students/connection-requests/${link.id}/accept`,
    headers: (await signInAsExisting(linked.email)).headers,
  });
  const reward = await addReward(t.app, {
    title: "Fuzz reward",
    trophyCost: 5,
    customForStudent: student.id,
    createdBy: parent.id,
  });
  await grantTrophies(t.app, student.id, 10_000);
  const redeemed = await inject(t.app, {
    method: "POST",
    url: `/api/students/rewards/${reward.id}/redeem`,
    headers: signedIn.student?.headers,
  });
  // A base reward and its redemption, which admins (and linked parents/guides) fulfil.
  const base = await addReward(t.app, { title: "Fuzz base reward", trophyCost: 5 });
  const baseRedeemed = await inject(t.app, {
    method: "POST",
    url: `/api/students/rewards/${base.id}/redeem`,
    headers: signedIn.student?.headers,
  });
  await addGiftCards(t.app, {
    cardType: "amazon",
    usdAmount: 10,
    trophyCost: 200,
    codes: codes("FUZZ-AMZ", 20),
  });
  const award = await inject(t.app, {
    method: "POST",
    url: "/api/v1/award-trophies",
    headers: { "x-api-key": keys[0]?.apiKey ?? "" },
    payload: { email: victim.email, amount: 5 },
  });

  const ids = [
    student.id,
    victim.id,
    linked.id,
    pendingDeveloper.id,
    request.id,
    reward.id,
    String(redeemed.json().redemption?.id),
    base.id,
    String(baseRedeemed.json().redemption?.id),
    String(award.json().transaction?.id),
  ];
  plausible = {
    ":id": [...ids, "gc_amazon_10_200", "00000000-0000-4000-8000-000000000000"],
    ":token": ["not-a-token", "a".repeat(43)],
    email: [student.email, victim.email, "new.fuzz@example.com"],
    studentEmail: [victim.email, student.email],
    password: ["S3cretpass"],
    userType: ["student", "developer", "parent_guide", "admin"],
    name: ["Fuzzy"],
    companyName: ["Fuzz Inc"],
    phone: ["555-0100"],
    refreshToken: ["not-a-refresh-token"],
    title: ["Fuzz prize"],
    description: ["A prize"],
    trophyCost: [10, "10", 200],
    studentId: [student.id, linked.id, victim.id],
    usdValue: ["5"],
    avatar: ["fox", "cat", null],
    picture: ["pizza", "unicorn", null],
    cardType: ["amazon"],
    usdAmount: [10, "10"],
    code: ["FUZZ-CODE-0001"],
    expiresAt: ["2031-01-01"],
    notes: ["note"],
    data: [
      "code,card_type,usd_amount,trophy_cost\nFUZZ-UP-0001,roblox,5,100\n",
      '[{"code":"FUZZ-UP-J001","cardType":"roblox","usdAmount":5,"trophyCost":100}]',
    ],
    format: ["csv", "json"],
    batchId: ["batch_1700000000000"],
    reason: ["Fuzzing"],
    durationDays: [1, "2"],
    duration: [3],
    dailyTrophyBudget: [500],
    amount: [5, 1000],
    details: ["Quiz"],
    limit: [1, 5, "500"],
    offset: [0, 2],
    status: ["pending", "validated"],
    search: ["fuzz"],
    confirm: ["true", "false"],
    developerId: [keys[0]?.developer.id ?? ""],
  };
  digestSql = await digestStatement(t.database);

  async function signInAsExisting(email: string) {
    const res = await inject(t.app, {
      method: "POST",
      url: "/auth/login",
      payload: { email, password: "S3cretpass" },
    });
    return { headers: { authorization: `Bearer ${res.json().accessToken}` } };
  }
}, 120_000);
afterAll(() => t.close());

interface Finding {
  route: string;
  problem: string;
  status: number;
  body: string;
  request: FuzzRequest;
}

it("knows who calls every route of the app", () => {
  const routes = routeTable(t.app).filter((r) => r.method !== "HEAD");
  expect(routes.length).toBeGreaterThan(40);
  const missing = routes.map((r) => `${r.method} ${r.url}`).filter((key) => !TARGETS[key]);
  expect(missing, "add these routes to src/fuzz/targets.ts").toEqual([]);
  const gone = Object.keys(TARGETS).filter(
    (key) => !routes.some((r) => `${r.method} ${r.url}` === key),
  );
  expect(gone, "routes listed in src/fuzz/targets.ts that the app no longer has").toEqual([]);
});

it("notices a change of the database, and only then", async () => {
  const before = await snapshot();
  // The transaction id may move meanwhile on a PostgreSQL shared with other test files: the
  // digest is what must stay.
  expect((await snapshot()).digest).toBe(before.digest);
  await grantTrophies(t.app, (await createUser(t.app, { userType: "student" })).id, 1);
  const after = await snapshot();
  expect(after.xid).not.toBe(before.xid);
  expect(after.digest).not.toBe(before.digest);
});

/** Deletions last, so that the things they remove are still there for the other routes. */
const ORDER = ["GET", "POST", "PUT", "DELETE"];

it(`answers ${RUNS} malformed calls per route without a 5xx (seed ${SEED})`, async () => {
  const findings: Finding[] = [];
  const routes = routeTable(t.app)
    .filter((r) => r.method !== "HEAD")
    .sort((a, b) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method));
  let before = await snapshot();
  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    const target = TARGETS[key];
    if (!target) continue;
    let run = 0;
    const statuses = new Map<number, number>();
    const property = fc.asyncProperty(requestArbitrary(route, target, plausible), async (req) => {
      const res = await send(route, req, headersFor(target.as, run++));
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const report = (problem: string) =>
        findings.push({
          route: key,
          problem,
          status: res.statusCode,
          body: res.body,
          request: req,
        });
      if (res.statusCode >= 400 && res.statusCode < 500) {
        if (!isErrorJson(res)) report("4xx without a JSON error and a known code");
        const xid = await nextTransactionId(t.database);
        if (xid === before.xid) return;
        const after = { xid, digest: await digest(t.database, digestSql) };
        if (after.digest !== before.digest) report("a refused call changed the database");
        before = after;
        return;
      }
      if (res.statusCode >= 500) report("5xx");
      // Work a change starts after its answer (events, mail) settles before the next digest.
      if (route.method !== "GET") await new Promise((r) => setTimeout(r, 2));
      const xid = await nextTransactionId(t.database);
      if (xid !== before.xid) before = { xid, digest: await digest(t.database, digestSql) };
    });
    const started = performance.now();
    await fc.assert(property, { numRuns: RUNS, seed: SEED, endOnFailure: true });
    if (process.env.FUZZ_TIMES) {
      const counts = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
      console.log(key, Math.round(performance.now() - started), "ms", counts.join(" "));
    }
  }
  expect(summarise(findings)).toEqual([]);
}, 600_000);

async function snapshot() {
  const xid = await nextTransactionId(t.database);
  return { xid, digest: await digest(t.database, digestSql) };
}

function send(route: RouteEntry, req: FuzzRequest, auth: Record<string, string>) {
  return t.app.inject({
    method: route.method as "GET",
    url: req.url,
    payload: req.payload,
    remoteAddress: req.remoteAddress,
    headers: { accept: "application/json", ...req.headers, ...auth },
  });
}

function isErrorJson(res: { headers: Record<string, unknown>; body: string }): boolean {
  const type = res.headers["content-type"];
  if (typeof type !== "string" || !type.includes("application/json")) return false;
  try {
    const body = JSON.parse(res.body) as { error?: unknown; code?: unknown };
    return (
      typeof body.error === "string" && (ERROR_CODES as readonly unknown[]).includes(body.code)
    );
  } catch {
    return false;
  }
}

/** One line per route and problem, with the shortest input that showed it. */
function summarise(findings: Finding[]): string[] {
  const first = new Map<string, Finding>();
  for (const f of findings) {
    const key = `${f.route} ${f.problem} ${f.status}`;
    const seen = first.get(key);
    const size = (x: Finding) => x.request.url.length + (x.request.payload?.length ?? 0);
    if (!seen || size(f) < size(seen)) first.set(key, f);
  }
  return [...first.values()].map(
    (f) =>
      `${f.route}: ${f.problem} (${f.status} ${f.body.slice(0, 200)}) <- ${JSON.stringify({
        url: f.request.url.slice(0, 300),
        payload: f.request.payload?.slice(0, 300),
        headers: f.request.headers,
      })}`,
  );
}
