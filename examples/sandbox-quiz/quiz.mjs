// A three-question quiz in the terminal: each right answer awards the player trophies in your
// Trophy Rewards sandbox, with the TypeScript client. See README.md.
import { createInterface } from "node:readline";
import { randomUUID } from "node:crypto";
import { RateLimitError, TrophyApiError, TrophyClient } from "@trophy/client";

const QUESTIONS = [
  { question: "What is 7 × 8?", answer: "56", trophies: 10 },
  { question: "Which planet is closest to the Sun?", answer: "Mercury", trophies: 20 },
  { question: "How many sides has a hexagon?", answer: "6", trophies: 15 },
];

const { TROPHY_BASE_URL, TROPHY_API_KEY, PLAYER_EMAIL = "quiz-player@sandbox.test" } = process.env;
if (!TROPHY_BASE_URL || !TROPHY_API_KEY) {
  console.error("Set TROPHY_BASE_URL (your installation) and TROPHY_API_KEY (your test key).");
  process.exit(2);
}
const client = new TrophyClient({ apiKey: TROPHY_API_KEY, baseUrl: TROPHY_BASE_URL });
// The sandbox: any e-mail is a sandbox student and no real balance moves.
if (client.mode !== "test") {
  console.error("This example awards in the sandbox only: use your test key (trk_test_…).");
  process.exit(2);
}

// One id per game: an answer's award keeps its idempotency key if the call has to be sent again.
const game = randomUUID();
const terminal = createInterface({ input: process.stdin });
// Lines are read as they come, so answers typed (or piped) ahead are kept for their question.
const replies = terminal[Symbol.asyncIterator]();
async function ask(question) {
  process.stdout.write(`${question} `);
  const { value = "" } = await replies.next();
  return value.trim().toLowerCase();
}

const awarded = [];
try {
  for (const [index, { question, answer, trophies }] of QUESTIONS.entries()) {
    if ((await ask(question)) !== answer.toLowerCase()) {
      console.log(`Not quite: it is ${answer}.`);
      continue;
    }
    const { transaction } = await client.awardTrophies(
      { email: PLAYER_EMAIL, amount: trophies, details: `Quiz: ${question}` },
      { idempotencyKey: `quiz-${game}-${index}` },
    );
    awarded.push(transaction);
    console.log(`Right! +${trophies} trophies (award ${transaction.id})`);
  }
} catch (err) {
  if (err instanceof RateLimitError) console.error(`Slow down: try again in ${err.retryAfter} s.`);
  else if (err instanceof TrophyApiError) console.error(`Refused (${err.code}): ${err.message}`);
  else throw err;
  process.exitCode = 1;
} finally {
  terminal.close();
}
const total = awarded.reduce((sum, t) => sum + t.amount, 0);
console.log(`${PLAYER_EMAIL} earned ${total} trophies in your sandbox.`);
