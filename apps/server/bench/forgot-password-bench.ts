// npm run bench, account existence by time (docs/security notes in README, M6): how long
// POST /auth/forgot-password takes for an address with an account and for one without, in the
// server's own process, alternating the two so the machine's ups and downs fall on both alike.
import { eq } from "drizzle-orm";
import type { Config } from "../src/config";
import { buildApp } from "../src/app";
import { openMigratedDatabase } from "../src/db/open-migrated";
import { mailOutbox } from "../src/db/schema";

const PAIRS = 200;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function forgotPasswordBench(config: Config): Promise<void> {
  const database = await openMigratedDatabase(config);
  const app = await buildApp({ config, database, logger: false, webRoot: false });
  try {
    const accounts: string[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const email = `bench.forgot.${i}@example.com`;
      const res = await app.inject({
        method: "POST",
        url: "/auth/register",
        payload: {
          userType: "student",
          email,
          name: `Student ${i}`,
          birthYear: 2000,
          birthMonth: 1,
        },
      });
      if (res.statusCode !== 201) throw new Error(`register ${res.statusCode}: ${res.body}`);
      accounts.push(email);
    }
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await app.inject({
        method: "POST",
        url: "/auth/forgot-password",
        payload: { email },
        remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      });
      const took = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`forgot-password ${res.statusCode}: ${res.body}`);
      // The outbox sends after the answer: let it finish before the next request.
      while ((await app.db.$count(mailOutbox, eq(mailOutbox.status, "pending"))) > 0) {
        await new Promise((r) => setTimeout(r, 5));
      }
      return took;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (const [i, email] of accounts.entries()) {
      const stranger = `bench.nobody.${i}@example.com`;
      if (i % 2 === 0) {
        known.push(await timed(email));
        unknown.push(await timed(stranger));
      } else {
        unknown.push(await timed(stranger));
        known.push(await timed(email));
      }
    }
    // The first pairs warm the server up.
    const [k, u] = [median(known.slice(10)), median(unknown.slice(10))];
    console.log(
      `${"forgot-password, an account / no account".padEnd(46)} median ${k.toFixed(2)} ms / ${u.toFixed(2)} ms  (${PAIRS} pairs; before the fix 5.8 / 3.4 ms)`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}
