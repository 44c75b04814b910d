import { i18next } from "@/lib/i18n/i18n";
import type { CodeExample } from "./code-examples";

/** Where the samples' receiver listens; the reader puts their own endpoint there. */
export const EXAMPLE_WEBHOOK_URL = "http://localhost:4000/hooks/trophy";
export const EXAMPLE_WEBHOOK_PORT = 4000;

/** The payload of a `ping`, as the Webhooks page's Send test event delivers it. */
export const EXAMPLE_PING_BODY = JSON.stringify({
  type: "ping",
  timestamp: "2026-03-02T10:30:00.000Z",
  livemode: true,
  data: { message: "A test event sent from the Webhooks page" },
});

const javascript = `// Node.js 18+ with the standardwebhooks package (npm install standardwebhooks).
import { createServer } from "node:http";
import { Webhook } from "standardwebhooks";

// The endpoint's signing secret (whsec_...), shown once when you added it.
const webhook = new Webhook(process.env.WEBHOOK_SECRET);

createServer(async (req, res) => {
  // Verify the body exactly as it arrived: parsed and re-serialised JSON would not match.
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = Buffer.concat(chunks).toString("utf8");
  let event;
  try {
    // Checks webhook-signature and that webhook-timestamp is within 5 minutes.
    event = webhook.verify(body, req.headers);
  } catch {
    res.writeHead(400).end("Invalid signature");
    return;
  }
  // Answer 2xx within 10 seconds. A retry repeats the webhook-id: act on each id once.
  res.writeHead(204).end();
  console.log("Verified", event.type, req.headers["webhook-id"]);
  if (event.type === "award.created") {
    console.log(\`Student \${event.data.studentId} received \${event.data.amount} trophies\`);
  }
}).listen(${EXAMPLE_WEBHOOK_PORT});
`;

const python = `# Python 3.9+, standard library only (the standardwebhooks package on PyPI does the same).
import base64
import hashlib
import hmac
import json
import time


def verify_webhook(secret, headers, body):
    """The event, if the signature is right; raises ValueError otherwise.

    secret: the endpoint's signing secret (whsec_...); headers: the request's headers;
    body: the raw request body, as bytes, exactly as received.
    """
    msg_id = headers["webhook-id"]
    timestamp = headers["webhook-timestamp"]
    if abs(time.time() - int(timestamp)) > 5 * 60:
        raise ValueError("webhook-timestamp is more than 5 minutes away")
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{msg_id}.{timestamp}.".encode() + body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    for signature in headers["webhook-signature"].split(" "):
        version, _, value = signature.partition(",")
        if version == "v1" and hmac.compare_digest(value, expected):
            return json.loads(body)
    raise ValueError("no valid signature")
`;

const shell = `# Sign a test ping as the server does and send it to your endpoint with curl, to check that
# your handler accepts it (and refuses it once you change a byte). Needs openssl.
SECRET="whsec_..."   # your endpoint's signing secret
URL="${EXAMPLE_WEBHOOK_URL}"
BODY='${EXAMPLE_PING_BODY}'
MSG_ID="msg_$(date +%s)"
TIMESTAMP="$(date +%s)"

# HMAC-SHA256 of "id.timestamp.body", keyed with the secret's bytes (base64 after whsec_).
KEY_HEX="$(printf '%s' "\${SECRET#whsec_}" | openssl base64 -d -A | od -An -vtx1 | tr -d ' \\n')"
SIGNATURE="$(printf '%s' "$MSG_ID.$TIMESTAMP.$BODY" \\
  | openssl dgst -sha256 -mac HMAC -macopt "hexkey:$KEY_HEX" -binary | openssl base64 -A)"

curl -X POST "$URL" \\
  -H "Content-Type: application/json" \\
  -H "webhook-id: $MSG_ID" \\
  -H "webhook-timestamp: $TIMESTAMP" \\
  -H "webhook-signature: v1,$SIGNATURE" \\
  -d "$BODY"
`;

/**
 * Checking a webhook's signature in three languages; code, so never translated. The labels name
 * the language and the packages, and Python's "standard library" in the reader's language.
 */
export function webhookExamples(): CodeExample[] {
  return [
    { id: "javascript", label: "JavaScript (Node.js, standardwebhooks)", code: javascript },
    { id: "python", label: i18next.t("developer:docsWebhookPythonLabel"), code: python },
    { id: "shell", label: "Shell (openssl, curl)", code: shell },
  ];
}
