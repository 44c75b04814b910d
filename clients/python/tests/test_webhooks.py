"""verify_webhook on what the server delivered, against the standardwebhooks library's verdicts."""

import base64
import hashlib
import hmac
import json
import time
import unittest
from typing import Any, Dict, List

from tests.support import Receiver, api, run_node, sign_in, world
from trophy_rewards import TrophyClient, WebhookVerificationError, verify_webhook

# Each case through `new Webhook(secret).verify(payload, headers)`; payload a Buffer when given as
# base64. The verdict is {ok, value} or {error}.
VERIFY_WITH_STANDARDWEBHOOKS = """
import { Webhook } from "standardwebhooks";
let input = "";
for await (const chunk of process.stdin) input += chunk;
const verdicts = JSON.parse(input).map((c) => {
  try {
    const payload = c.base64 ? Buffer.from(c.base64, "base64") : c.body;
    return { ok: true, value: new Webhook(c.secret).verify(payload, c.headers) ?? null };
  } catch (err) {
    return { ok: false, error: String(err.message) };
  }
});
process.stdout.write(JSON.stringify(verdicts));
"""


def python_verdict(case: Dict[str, Any]) -> Dict[str, Any]:
    body = base64.b64decode(case["base64"]) if "base64" in case else case["body"]
    try:
        return {"ok": True, "value": verify_webhook(body, case["headers"], case["secret"])}
    except Exception as err:  # noqa: BLE001 - any refusal, as the library's any throw
        return {"ok": False, "error": str(err)}


class WebhookTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        w = world()
        cls.receiver = Receiver()
        cls.token = sign_in(w["developer"])
        created = api(
            "POST",
            "/api/developers/webhooks",
            {"url": cls.receiver.url, "events": ["award.created", "award.reversed", "ping"]},
            token=cls.token,
        )["webhook"]
        cls.endpoint, cls.secret = created["id"], created["secret"]
        client = TrophyClient(w["liveKey"], w["baseUrl"])
        # A test event, an award whose details travel as UTF-8, and its reversal.
        api("POST", f"/api/developers/webhooks/{cls.endpoint}/test", token=cls.token)
        cls.receiver.wait_for(1)
        award = client.award_trophies(9, email=w["student"]["email"], details="Quiz ✓ élève 🏆")
        cls.receiver.wait_for(2)
        client.reverse_award(award["transaction"]["id"])
        cls.deliveries = cls.receiver.wait_for(3)
        cls.award_id = award["transaction"]["id"]

    @classmethod
    def tearDownClass(cls) -> None:
        api("DELETE", f"/api/developers/webhooks/{cls.endpoint}", token=cls.token)
        cls.receiver.close()

    def test_verifies_each_event_the_server_delivered(self) -> None:
        ping, created, reversed_ = (verify_webhook(d["body"], d["headers"], self.secret) for d in self.deliveries)
        self.assertEqual((ping["type"], ping["livemode"]), ("ping", False))
        self.assertEqual(created["type"], "award.created")
        self.assertEqual(created["data"]["id"], self.award_id)
        self.assertEqual(created["data"]["details"], "Quiz ✓ élève 🏆")
        self.assertEqual(reversed_["type"], "award.reversed")
        self.assertIsNotNone(reversed_["data"]["reversedAt"])
        # The body's text works as its bytes do, and a plain dict of headers as http.server's.
        headers = {k: v for k, v in self.deliveries[1]["headers"].items()}
        self.assertEqual(verify_webhook(self.deliveries[1]["body"].decode("utf-8"), headers, self.secret), created)

    def test_refuses_what_was_not_signed_so(self) -> None:
        delivery = self.deliveries[1]
        with self.assertRaises(WebhookVerificationError):
            verify_webhook(delivery["body"] + b" ", delivery["headers"], self.secret)
        other = "whsec_" + base64.b64encode(bytes(32)).decode()
        with self.assertRaisesRegex(WebhookVerificationError, "No matching signature found"):
            verify_webhook(delivery["body"], delivery["headers"], other)
        headers = {k: v for k, v in delivery["headers"].items() if k.lower() != "webhook-id"}
        with self.assertRaisesRegex(WebhookVerificationError, "Missing required headers"):
            verify_webhook(delivery["body"], headers, self.secret)
        stale = {**dict(delivery["headers"].items()), "webhook-timestamp": str(int(time.time()) - 600)}
        with self.assertRaisesRegex(WebhookVerificationError, "too old"):
            verify_webhook(delivery["body"], stale, self.secret)

    def test_accepts_exactly_what_standardwebhooks_accepts(self) -> None:
        cases: List[Dict[str, Any]] = []
        for delivery in self.deliveries:
            cases += self.variants(delivery)
        verdicts = json.loads(run_node(VERIFY_WITH_STANDARDWEBHOOKS, json.dumps(cases)))
        self.assertEqual(len(verdicts), len(cases))
        accepted = 0
        for case, theirs in zip(cases, verdicts):
            ours = python_verdict(case)
            with self.subTest(case=case["name"]):
                self.assertEqual(ours["ok"], theirs["ok"], f"python: {ours}, standardwebhooks: {theirs}")
                if ours["ok"]:
                    self.assertEqual(ours["value"], theirs["value"])
                    accepted += 1
                else:
                    self.assertEqual(ours["error"], theirs["error"])
        # Both sides accept the real deliveries and the variants that keep their signature.
        self.assertGreaterEqual(accepted, 3 * 10)
        self.assertLess(accepted, len(cases))

    def variants(self, delivery: Dict[str, Any]) -> List[Dict[str, Any]]:
        raw: bytes = delivery["body"]
        headers = {k.lower(): v for k, v in delivery["headers"].items() if k.lower().startswith("webhook-")}
        msg_id, timestamp, signature = headers["webhook-id"], headers["webhook-timestamp"], headers["webhook-signature"]
        key = self.secret[len("whsec_") :]
        b64 = base64.b64encode(raw).decode()

        def case(name: str, body: Any = None, secret: str = self.secret, **changed: Any) -> Dict[str, Any]:
            given = {**headers, **{k.replace("_", "-"): v for k, v in changed.items()}}
            given = {k: v for k, v in given.items() if v is not None}
            made: Dict[str, Any] = {"name": name, "secret": secret, "headers": given}
            if body is None:
                made["base64"] = b64
            else:
                made["body"] = body
            return made

        def sign(body: bytes) -> str:
            signed = f"{msg_id}.{timestamp}.".encode() + body
            digest = hmac.new(base64.b64decode(key), signed, hashlib.sha256).digest()
            return "v1," + base64.b64encode(digest).decode()

        text = raw.decode("utf-8")
        return [
            case("as delivered"),
            case("body as text", body=text),
            case("secret without its prefix", secret=key),
            case("secret without padding", secret="whsec_" + key.rstrip("=")),
            case("another signature first", webhook_signature=f"v1,{base64.b64encode(bytes(32)).decode()} {signature}"),
            case("a v2 signature first", webhook_signature=f"v2,abc {signature}"),
            case("timestamp after white space", webhook_timestamp=f" \t{timestamp}"),
            case("timestamp with a tail", webhook_timestamp=f"{timestamp}abc"),
            case("timestamp with a plus", webhook_timestamp=f"+{timestamp}"),
            case("timestamp with a leading zero", webhook_timestamp=f"0{timestamp}"),
            case("timestamp with a fraction", webhook_timestamp=f"{timestamp}.9"),
            case("upper-case header names", **{"webhook_id": None, "WEBHOOK-ID": msg_id}),
            case("changed body", body=text + " "),
            case("invalid UTF-8 appended", body=None) | {"base64": base64.b64encode(raw + b"\xff").decode()},
            case("another secret", secret="whsec_" + base64.b64encode(bytes(32)).decode()),
            case("secret with a wrong character", secret="whsec_" + key[:-2] + "*="),
            case("secret too short", secret="whsec_YQ"),
            case("empty secret", secret="whsec_"),
            case("no id", webhook_id=None),
            case("empty signature", webhook_signature=""),
            case("signature without a value", webhook_signature="v1"),
            case("signature with an empty value", webhook_signature="v1,"),
            case("signature without padding", webhook_signature=signature.rstrip("=")),
            case("signature as v2", webhook_signature="v2," + signature.split(",", 1)[1]),
            case("signature with a third part", webhook_signature=signature + ",extra"),
            case("signatures after two spaces", webhook_signature=f"v1,x  {signature}"),
            case("timestamp not a number", webhook_timestamp="soon"),
            case("timestamp 6 minutes old", webhook_timestamp=str(int(timestamp) - 360)),
            case("timestamp 6 minutes ahead", webhook_timestamp=str(int(timestamp) + 360)),
            case("timestamp changed by a second", webhook_timestamp=str(int(timestamp) + 1)),
            case("empty body", body=""),
            case("signed empty body", body="", webhook_signature=sign(b"")),
        ]


if __name__ == "__main__":
    unittest.main()
