import { AWARD_PATH, EXAMPLE_AMOUNT, EXAMPLE_DETAILS, EXAMPLE_STUDENT_EMAIL } from "./api-origin";

export interface CodeExample {
  id: "javascript" | "typescript" | "python" | "curl" | "shell";
  label: string;
  code: string;
  /** Names the code's region where `label` alone would repeat another set's (a second Python). */
  codeLabel?: string;
}

interface ExampleTarget {
  origin: string;
  apiKey: string;
}

const exampleBody = {
  email: EXAMPLE_STUDENT_EMAIL,
  amount: EXAMPLE_AMOUNT,
  details: EXAMPLE_DETAILS,
};

/** A shell command that awards trophies; single quotes keep the JSON intact in any POSIX shell. */
export function curlExample({ origin, apiKey }: ExampleTarget): string {
  return [
    `curl -X POST "${origin}${AWARD_PATH}" \\`,
    `  -H "X-API-Key: ${apiKey}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '${JSON.stringify(exampleBody)}'`,
  ].join("\n");
}

function javascriptExample({ origin, apiKey }: ExampleTarget): string {
  return `// Node.js 18+ (fetch and crypto are built in). Keep the key on your server.
const API_URL = "${origin}${AWARD_PATH}";
const API_KEY = "${apiKey}";

async function awardTrophies({ email, amount, details, idempotencyKey }) {
  const response = await fetch(API_URL, {
    method: "POST",
    headers: {
      "X-API-Key": API_KEY,
      "Content-Type": "application/json",
      "Idempotency-Key": idempotencyKey,
    },
    body: JSON.stringify({ email, amount, details }),
  });
  const data = await response.json();
  if (!response.ok) {
    const retryAfter = response.headers.get("Retry-After");
    throw new Error(\`Award failed (\${response.status}): \${data.error}\` +
      (retryAfter ? \` - retry in \${retryAfter} s\` : ""));
  }
  return data.transaction;
}

awardTrophies({
  email: ${JSON.stringify(exampleBody.email)},
  amount: ${exampleBody.amount},
  details: ${JSON.stringify(exampleBody.details)},
  // Reuse the same key when you retry this award: it then counts once.
  idempotencyKey: crypto.randomUUID(),
}).then((transaction) => console.log("Awarded:", transaction));
`;
}

function pythonExample({ origin, apiKey }: ExampleTarget): string {
  return `# Python 3 with the requests package (pip install requests).
import uuid

import requests

API_URL = "${origin}${AWARD_PATH}"
API_KEY = "${apiKey}"


def award_trophies(email, amount, details=None, idempotency_key=None):
    payload = {"email": email, "amount": amount}
    if details:
        payload["details"] = details
    response = requests.post(
        API_URL,
        json=payload,  # also sets Content-Type: application/json
        headers={
            "X-API-Key": API_KEY,
            # Reuse the same key when you retry this award: it then counts once.
            "Idempotency-Key": idempotency_key or str(uuid.uuid4()),
        },
        timeout=10,
    )
    data = response.json()
    if not response.ok:
        retry_after = response.headers.get("Retry-After")
        hint = f" - retry in {retry_after} s" if retry_after else ""
        raise RuntimeError(f"Award failed ({response.status_code}): {data['error']}{hint}")
    return data["transaction"]


print("Awarded:", award_trophies(${JSON.stringify(exampleBody.email)}, ${exampleBody.amount}, ${JSON.stringify(exampleBody.details)}))
`;
}

/** The same award in three languages, each runnable as shown against this server. */
export function codeExamples(target: ExampleTarget): CodeExample[] {
  return [
    { id: "javascript", label: "JavaScript", code: javascriptExample(target) },
    { id: "python", label: "Python", code: pythonExample(target) },
    { id: "curl", label: "cURL", code: curlExample(target) },
  ];
}

/**
 * Install and a first award with each official client library (packages/client, clients/python),
 * under ten lines each.
 */
export function clientExamples(
  { origin, apiKey }: ExampleTarget,
  codeLabel: (language: string) => string,
): CodeExample[] {
  const email = JSON.stringify(exampleBody.email);
  return [
    {
      id: "typescript",
      label: "TypeScript",
      codeLabel: codeLabel("TypeScript"),
      code: `// npm install @trophy/client   (Node.js 20.3+)
import { TrophyClient } from "@trophy/client";

const trophies = new TrophyClient({ apiKey: "${apiKey}", baseUrl: "${origin}" });
const { transaction } = await trophies.awardTrophies({ email: ${email}, amount: ${exampleBody.amount} });
console.log("Awarded:", transaction.id);
`,
    },
    {
      id: "python",
      label: "Python",
      codeLabel: codeLabel("Python"),
      code: `# pip install trophy-rewards   (Python 3.9+, no dependencies)
from trophy_rewards import TrophyClient

trophies = TrophyClient("${apiKey}", "${origin}")
award = trophies.award_trophies(${exampleBody.amount}, email=${email})
print("Awarded:", award["transaction"]["id"])
`,
    },
  ];
}
