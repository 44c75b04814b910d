import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, isNotNull, ne, sql } from "drizzle-orm";
import { API_RATE_LIMIT_PER_HOUR } from "@trophy/shared/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { apiKeys, giftCards, mailOutbox, webhookEndpoints } from "../db/schema";
import { createSecretBox } from "../lib/secret-box";
import { hashToken } from "../lib/tokens";
import { enqueueMail, MAIL_OUTBOX_PURPOSE, openQueuedMail } from "../mail/queue";
import {
  rotateSecrets,
  type RotationResult,
  type SealedBoxes,
} from "../modules/secrets/rotate-secret.service";
import { WEBHOOK_SECRETS_PURPOSE } from "../modules/webhooks/secrets";
import {
  createDatabase,
  createTestApp,
  inject,
  PASSWORD,
  reloadUser,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../test/helpers";
import { addGiftCards, codes, developerWithKey, grantTrophies } from "../../test/fixtures";
import { sealForColumn, sealUnplaced } from "../../test/legacy-seal";

const OLD = "old-secret-0123456789abcdef0123456789abcdef";
const NEW = "new-secret-0123456789abcdef0123456789abcdef";

let before: TestApp;
beforeAll(async () => {
  before = await createTestApp({ APP_SECRET: OLD });
});
afterAll(() => before.close());

const redeem = (app: TestApp, headers: object, trophyCost = 100) =>
  inject(app.app, {
    method: "POST",
    url: "/api/students/rewards/redeem-gift-card",
    headers: headers as Record<string, string>,
    payload: { cardType: "amazon", usdAmount: 10, trophyCost },
  });

const award = (app: TestApp, apiKey: string, email: string) =>
  inject(app.app, {
    method: "POST",
    url: "/api/v1/award-trophies",
    headers: { "x-api-key": apiKey },
    payload: { email, amount: 1 },
  });

/** The boxes an instance with this configuration seals and opens with. */
function boxesOf(config: { appSecret: string; previousAppSecrets: string[] }): SealedBoxes {
  const box = (purpose: string) =>
    createSecretBox(config.appSecret, purpose, config.previousAppSecrets);
  return {
    giftCardCodes: box("gift-card-codes"),
    apiKeys: box("api-keys"),
    webhookSecrets: box(WEBHOOK_SECRETS_PURPOSE),
    mailBodies: box(MAIL_OUTBOX_PURPOSE),
  };
}

const rotatedCounts = (result: RotationResult) =>
  Object.fromEntries(Object.entries(result).map(([kind, r]) => [kind, r.rotated]));

/** A mail waiting for a later attempt, so no worker sends it (and clears its body) meanwhile. */
async function queueLaterMail(app: TestApp, to: string) {
  const box = boxesOf(app.config).mailBodies;
  await enqueueMail(app.app.db, box, { to, subject: "Later", text: `For ${to}`, html: "<p>x</p>" });
  await app.app.db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(Date.now() + 86_400_000) })
    .where(isNotNull(mailOutbox.messageCiphertext));
}

/**
 * With APP_SECRET_PREVIOUS gone, everything stored sealed opens with the new secret alone: every
 * code (and hashes to its stored keyed hash), every API key (and is the key its hash finds), every
 * webhook signing secret, every body of queued mail.
 */
async function expectAllOpenWithNewSecretOnly(app: TestApp) {
  return expectAllOpenWith(app, boxesOf({ appSecret: NEW, previousAppSecrets: [] }));
}

/** Every value stored sealed opens with `boxes`, each in its place. */
async function expectAllOpenWith(app: TestApp, boxes: SealedBoxes) {
  const cards = await app.app.db.select().from(giftCards);
  for (const card of cards) {
    expect(
      boxes.giftCardCodes.fingerprint(boxes.giftCardCodes.open(card.codeCiphertext, card.id)),
    ).toBe(card.codeHash);
  }
  const keys = await app.app.db.select().from(apiKeys);
  for (const key of keys)
    expect(hashToken(boxes.apiKeys.open(key.keyCiphertext, key.id))).toBe(key.keyHash);
  for (const endpoint of await app.app.db.select().from(webhookEndpoints)) {
    expect(boxes.webhookSecrets.open(endpoint.secretCiphertext, endpoint.id)).toMatch(/^whsec_/);
  }
  const mails = await app.app.db
    .select()
    .from(mailOutbox)
    .where(isNotNull(mailOutbox.messageCiphertext));
  let later = 0;
  for (const mail of mails) {
    const opened = openQueuedMail(
      boxes.mailBodies,
      { id: mail.id, to: mail.toAddress },
      mail.messageCiphertext ?? "",
    );
    if (opened.subject === "Later") {
      expect(opened.text).toBe(`For ${mail.toAddress}`);
      later++;
    }
  }
  return { cards: cards.length, keys: keys.length, laterMails: later };
}

describe("rotating APP_SECRET", () => {
  it("seals values of the older form again under the same secret, each for its place", async () => {
    const own = await createTestApp();
    try {
      const boxes = boxesOf(own.config);
      const older = (purpose: string, plain: string) =>
        sealUnplaced(own.config.appSecret, purpose, plain);
      await addGiftCards(own.app, {
        cardType: "amazon",
        usdAmount: 10,
        trophyCost: 100,
        codes: ["OLDER-0001", "COLUMN-0001"],
      });
      const { developer, apiKey } = await developerWithKey(own.app);
      // Sealed for its column alone, as webhook secrets were before they named their row.
      const [endpoint] = await own.app.db
        .insert(webhookEndpoints)
        .values({
          developerId: developer.id,
          url: "https://hooks.example.com/older",
          events: ["ping"],
          secretCiphertext: sealForColumn(own.config.appSecret, WEBHOOK_SECRETS_PURPOSE, "whsec_o"),
        })
        .returning();
      await queueLaterMail(own, "older@example.com");
      // As an installation sealed them before values named their place, or only their column.
      for (const card of await own.app.db.select().from(giftCards)) {
        const code = boxes.giftCardCodes.open(card.codeCiphertext, card.id);
        const sealed = code.startsWith("COLUMN")
          ? sealForColumn(own.config.appSecret, "gift-card-codes", code)
          : older("gift-card-codes", code);
        await own.app.db
          .update(giftCards)
          .set({ codeCiphertext: sealed })
          .where(eq(giftCards.id, card.id));
      }
      for (const key of await own.app.db.select().from(apiKeys)) {
        const plain = boxes.apiKeys.open(key.keyCiphertext, key.id);
        await own.app.db
          .update(apiKeys)
          .set({ keyCiphertext: older("api-keys", plain) })
          .where(eq(apiKeys.id, key.id));
      }
      for (const mail of await own.app.db
        .select()
        .from(mailOutbox)
        .where(isNotNull(mailOutbox.messageCiphertext))) {
        const body = boxes.mailBodies.open(mail.messageCiphertext ?? "", mail.id);
        await own.app.db
          .update(mailOutbox)
          .set({ messageCiphertext: older(MAIL_OUTBOX_PURPOSE, body) })
          .where(eq(mailOutbox.id, mail.id));
      }
      const login = await inject(own.app, {
        method: "POST",
        url: "/auth/login",
        payload: { email: developer.email, password: PASSWORD },
      });
      const headers = { authorization: `Bearer ${login.json().accessToken}` };
      const shown = async () =>
        (await inject(own.app, { url: "/api/developers/api-key", headers })).json();
      // Still readable as they are.
      expect((await shown()).apiKey).toBe(apiKey);

      const result = await rotateSecrets(own.app.db, boxes);
      expect(rotatedCounts(result)).toEqual({
        giftCardCodes: 2,
        apiKeys: 2,
        webhookSecrets: 1,
        mailBodies: 1,
      });
      const keys = await own.app.db.select().from(apiKeys);
      const cards = await own.app.db.select().from(giftCards);
      const [hook] = await own.app.db.select().from(webhookEndpoints);
      // Each now in the current form for its own row.
      expect(keys.every((k) => !boxes.apiKeys.isStale(k.keyCiphertext, k.id))).toBe(true);
      expect(cards.every((c) => !boxes.giftCardCodes.isStale(c.codeCiphertext, c.id))).toBe(true);
      expect(boxes.webhookSecrets.isStale(hook?.secretCiphertext ?? "", endpoint?.id ?? "")).toBe(
        false,
      );
      expect((await shown()).apiKey).toBe(apiKey);

      // Now a key, a code or a webhook secret copied into another row does not open there.
      const [live, test] = keys;
      expect(() => boxes.apiKeys.open(live?.keyCiphertext ?? "", test?.id ?? "")).toThrow();
      const [first, second] = cards;
      expect(() =>
        boxes.giftCardCodes.open(first?.codeCiphertext ?? "", second?.id ?? ""),
      ).toThrow();
      expect(() =>
        boxes.webhookSecrets.open(hook?.secretCiphertext ?? "", live?.id ?? ""),
      ).toThrow();
      expect(await expectAllOpenWith(own, boxes)).toMatchObject({
        cards: 2,
        keys: 2,
        laterMails: 1,
      });
    } finally {
      await own.close();
    }
  });

  it("reads old values with APP_SECRET_PREVIOUS, re-seals them all, then needs only the new secret", async () => {
    await addGiftCards(before.app, {
      cardType: "amazon",
      usdAmount: 10,
      trophyCost: 100,
      codes: ["ROTATE-0001", "ROTATE-0002"],
    });
    const { apiKey } = await developerWithKey(before.app);
    await queueLaterMail(before, "later@example.com");

    const rotated = await createTestApp(
      { APP_SECRET: NEW, APP_SECRET_PREVIOUS: OLD },
      { sameDatabaseAs: before },
    );
    try {
      const student = await signInAs(rotated.app, "student");
      await grantTrophies(rotated.app, student.user.id, 100);
      const res = await redeem(rotated, student.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().giftCard.code).toMatch(/^ROTATE-000[12]$/);
      expect((await award(rotated, apiKey, student.user.email)).statusCode).toBe(200);

      const result = await rotateSecrets(rotated.app.db, boxesOf(rotated.config));
      expect(result.giftCardCodes.rotated).toBeGreaterThanOrEqual(2);
      expect(result.apiKeys.rotated).toBeGreaterThanOrEqual(1);
      expect(result.mailBodies.rotated).toBe(1);
      expect(result.giftCardCodes).toMatchObject({
        unreadable: 0,
        duplicates: [],
        stillArriving: false,
      });
      // Run again: nothing left to do.
      expect(rotatedCounts(await rotateSecrets(rotated.app.db, boxesOf(rotated.config)))).toEqual({
        giftCardCodes: 0,
        apiKeys: 0,
        webhookSecrets: 0,
        mailBodies: 0,
      });
      const cards = await rotated.app.db.select().from(giftCards);
      expect(cards.every((c) => !rotated.app.giftCardCodes.isStale(c.codeCiphertext, c.id))).toBe(
        true,
      );
      const keys = await rotated.app.db.select().from(apiKeys);
      expect(keys.every((k) => !rotated.app.apiKeySecrets.isStale(k.keyCiphertext, k.id))).toBe(
        true,
      );
    } finally {
      await rotated.close();
    }

    const after = await createTestApp({ APP_SECRET: NEW }, { sameDatabaseAs: before });
    try {
      const student = await signInAs(after.app, "student");
      await grantTrophies(after.app, student.user.id, 100);
      const res = await redeem(after, student.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().giftCard.code).toMatch(/^ROTATE-000[12]$/);
      expect((await expectAllOpenWithNewSecretOnly(after)).laterMails).toBe(1);
    } finally {
      await after.close();
    }
  });

  it("charges nothing when a code cannot be read", async () => {
    await addGiftCards(before.app, {
      cardType: "amazon",
      usdAmount: 10,
      trophyCost: 100,
      codes: ["UNREADABLE-1"],
    });
    const stranger = await createTestApp(
      { APP_SECRET: "another-secret-0123456789abcdef0123456789" },
      { sameDatabaseAs: before },
    );
    try {
      const student = await signInAs(stranger.app, "student");
      await grantTrophies(stranger.app, student.user.id, 100);
      const res = await redeem(stranger, student.headers);
      expect(res.statusCode).toBe(500);
      expect((await reloadUser(stranger.app, student.user.id)).trophyBalance).toBe(100);
    } finally {
      await stranger.close();
    }
  });

  it("leaves what no given secret opens, and says so", async () => {
    const stranger = await createTestApp(
      { APP_SECRET: "another-secret-0123456789abcdef0123456789" },
      { sameDatabaseAs: before },
    );
    try {
      const result = await rotateSecrets(stranger.app.db, boxesOf(stranger.config));
      expect(result.giftCardCodes.unreadable).toBeGreaterThan(0);
      expect(result.giftCardCodes.rotated).toBe(0);
      expect(result.giftCardCodes.stillArriving).toBe(false);
    } finally {
      await stranger.close();
    }
  });
});

const serverUrl = process.env.DATABASE_URL;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const tsx = path.resolve(serverDir, "../../node_modules/.bin/tsx");

/** `npm run rotate-secret` as an operator runs it, from the sources. */
function rotateCommand(env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(tsx, ["src/cli/rotate-secret.ts"], {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    child.on("close", (code) => {
      resolve({ code, out });
    });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The README's procedure on PostgreSQL: the server restarted with the new APP_SECRET and the old
 * one in APP_SECRET_PREVIOUS keeps awarding (API keys) and redeeming (gift card codes) while the
 * rotation runs beside it on connections of its own; then a server with the new secret alone
 * opens everything, and every API key authenticates.
 */
describe.skipIf(!serverUrl)(
  "rotating beside a live server on PostgreSQL",
  { timeout: 240_000 },
  () => {
    it("loses no write and leaves nothing the new secret alone cannot open", async () => {
      const database = await createDatabase(serverUrl ?? "", "rotate");
      const env = { DATABASE_URL: database.url };
      try {
        const old = await createTestApp({ ...env, APP_SECRET: OLD });
        const developers = [];
        try {
          await addGiftCards(old.app, {
            cardType: "amazon",
            usdAmount: 10,
            trophyCost: 10,
            codes: codes("LIVE", 3000),
          });
          // A denomination redeemed to its last card during the rotation.
          await addGiftCards(old.app, {
            cardType: "amazon",
            usdAmount: 10,
            trophyCost: 20,
            codes: codes("LAST", 6),
          });
          for (let i = 0; i < 8; i++) developers.push(await developerWithKey(old.app, `App ${i}`));
          const hooks = createSecretBox(OLD, WEBHOOK_SECRETS_PURPOSE);
          await old.app.db.insert(webhookEndpoints).values(
            developers.map(({ developer }, i) => {
              const id = randomUUID();
              return {
                id,
                developerId: developer.id,
                url: `https://hooks.example.com/${i}`,
                events: ["ping"],
                secretCiphertext: hooks.seal(`whsec_${i}`, id),
              };
            }),
          );
          for (let i = 0; i < 20; i++) await queueLaterMail(old, `later${i}@example.com`);
        } finally {
          await old.close();
        }

        const live = await createTestApp({ ...env, APP_SECRET: NEW, APP_SECRET_PREVIOUS: OLD });
        const answers = { awards: [] as number[], redemptions: [] as number[] };
        const done: { at: number; what: "award" | "redemption" }[] = [];
        const students: SignedIn[] = [];
        try {
          for (let i = 0; i < 6; i++) {
            const student = await signInAs(live.app, "student");
            await grantTrophies(live.app, student.user.id, 5000);
            students.push(student);
          }
          let stop = false;
          const awarding = developers.map(async ({ apiKey }, i) => {
            // Leaves a call of the hour for the check afterwards.
            for (let n = 0; n < API_RATE_LIMIT_PER_HOUR - 5 && !stop; n++) {
              const res = await award(
                live,
                apiKey,
                students[(i + n) % students.length]?.user.email ?? "",
              );
              answers.awards.push(res.statusCode);
              done.push({ at: Date.now(), what: "award" });
              await pause(15);
            }
          });
          const redeeming = students.map(async (student, i) => {
            if (i < 3) {
              for (let n = 0; n < 2; n++) {
                const res = await redeem(live, student.headers, 20);
                answers.redemptions.push(res.statusCode);
              }
            }
            for (let n = 0; n < 150 && !stop; n++) {
              const res = await redeem(live, student.headers, 10);
              answers.redemptions.push(res.statusCode);
              done.push({ at: Date.now(), what: "redemption" });
              await pause(10);
            }
          });
          await pause(300);
          // The rotation runs on its own pool, as the command does beside a server.
          const rotation = await openDatabase({ kind: "postgres", url: database.url });
          const started = Date.now();
          let result: RotationResult;
          try {
            result = await rotateSecrets(rotation.db, boxesOf(live.config));
          } finally {
            await rotation.close();
          }
          const ended = Date.now();
          stop = true;
          await Promise.all([...awarding, ...redeeming]);

          expect(result.giftCardCodes.rotated).toBeGreaterThanOrEqual(3000);
          expect(result.apiKeys.rotated).toBe(16);
          expect(result.webhookSecrets.rotated).toBe(8);
          expect(result.mailBodies.rotated).toBe(20);
          for (const r of Object.values(result)) {
            expect(r).toMatchObject({ unreadable: 0, duplicates: [], stillArriving: false });
          }
          const during = done.filter((d) => d.at > started && d.at < ended);
          expect(during.filter((d) => d.what === "award").length).toBeGreaterThan(0);
          expect(during.filter((d) => d.what === "redemption").length).toBeGreaterThan(0);
          expect(answers.awards.filter((s) => s !== 200)).toEqual([]);
          // No redemption found its denomination all taken by the rotation's locks.
          expect(answers.redemptions.filter((s) => s !== 200)).toEqual([]);
        } finally {
          await live.close();
        }

        // The command itself, afterwards: nothing left, so APP_SECRET_PREVIOUS may go.
        const command = await rotateCommand({ ...env, APP_SECRET: NEW, APP_SECRET_PREVIOUS: OLD });
        expect(command.out).toContain(
          "Sealed again under the current APP_SECRET: 0 gift card codes, 0 API keys, 0 webhook secrets, 0 queued mail bodies.",
        );
        expect(command.out).toContain("APP_SECRET_PREVIOUS can be removed");
        expect(command.code).toBe(0);

        const after = await createTestApp({ ...env, APP_SECRET: NEW });
        try {
          const opened = await expectAllOpenWithNewSecretOnly(after);
          expect(opened).toEqual({ cards: 3006, keys: 16, laterMails: 20 });
          for (const { apiKey, testApiKey } of developers) {
            expect((await award(after, apiKey, students[0]?.user.email ?? "")).statusCode).toBe(
              200,
            );
            expect((await award(after, testApiKey, "sandbox@example.com")).statusCode).toBe(200);
          }
          const redeemed = await after.app.db
            .select()
            .from(giftCards)
            .where(isNotNull(giftCards.redeemedBy));
          expect(redeemed.length).toBe(answers.redemptions.length);
        } finally {
          await after.close();
        }
      } finally {
        await database.drop();
      }
    });

    it("writes past a card another transaction holds, then keeps what that transaction wrote", async () => {
      const database = await createDatabase(serverUrl ?? "", "rotate_held");
      const env = { DATABASE_URL: database.url };
      try {
        const old = await createTestApp({ ...env, APP_SECRET: OLD });
        try {
          await addGiftCards(old.app, {
            cardType: "amazon",
            usdAmount: 10,
            trophyCost: 10,
            codes: codes("HELD", 5),
          });
        } finally {
          await old.close();
        }
        const live = await createTestApp({ ...env, APP_SECRET: NEW, APP_SECRET_PREVIOUS: OLD });
        const rotation = await openDatabase({ kind: "postgres", url: database.url });
        try {
          const boxes = boxesOf(live.config);
          const stale = (c: { codeCiphertext: string; id: string }) =>
            boxes.giftCardCodes.isStale(c.codeCiphertext, c.id);
          const [held] = await live.app.db.select().from(giftCards).limit(1);
          if (!held) throw new Error("no card");
          let rotating: Promise<RotationResult> | undefined;
          // As a server writing the card meanwhile: it holds the row, then stores a new value.
          await live.app.db.transaction(async (tx) => {
            await tx.execute(
              sql`SELECT 1 FROM ${giftCards} WHERE ${giftCards.id} = ${held.id} FOR UPDATE`,
            );
            rotating = rotateSecrets(rotation.db, boxes);
            await pause(500);
            // The batch did not wait for the held card: the others are sealed again already.
            const others = await tx.select().from(giftCards).where(ne(giftCards.id, held.id));
            expect(others.filter(stale)).toEqual([]);
            await tx
              .update(giftCards)
              .set({
                codeCiphertext: boxes.giftCardCodes.seal("REPLACED-1", held.id),
                codeHash: boxes.giftCardCodes.fingerprint("REPLACED-1"),
              })
              .where(eq(giftCards.id, held.id));
          });
          if (!rotating) throw new Error("no rotation");
          const result = await rotating;
          expect(result.giftCardCodes).toEqual({
            rotated: 4,
            unreadable: 0,
            duplicates: [],
            stillArriving: false,
          });
          const [after] = await live.app.db
            .select()
            .from(giftCards)
            .where(eq(giftCards.id, held.id));
          expect(boxes.giftCardCodes.open(after?.codeCiphertext ?? "", held.id)).toBe("REPLACED-1");
          expect((await live.app.db.select().from(giftCards)).filter(stale)).toEqual([]);
        } finally {
          await rotation.close();
          await live.close();
        }
      } finally {
        await database.drop();
      }
    });
  },
);
