import http.server
import json
import socket
import threading
import time
import unittest
import urllib.error
import urllib.request
from typing import Any, Dict, List

from tests.support import student_balance, world
from trophy_rewards import (
    RateLimitError,
    ServiceUnavailableError,
    TrophyClient,
    TrophyConnectionError,
)


class FaultyProxy:
    """A real HTTP proxy in front of the real server that fails requests on purpose.

    ``busy`` and ``limited`` answer 503 and 429 (Retry-After: 1) without passing the request on;
    ``lost`` passes it on and drops the connection before the answer reaches the client; ``hang``
    answers nothing for a while; ``pass`` (and any request past the list) passes it on.
    """

    def __init__(self, target: str) -> None:
        self.faults: List[str] = []
        self.seen: List[Dict[str, Any]] = []
        proxy = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def _handle(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                seen = {"key": self.headers.get("Idempotency-Key"), "body": body}
                proxy.seen.append(seen)
                fault = proxy.faults.pop(0) if proxy.faults else "pass"
                if fault in ("busy", "limited"):
                    status, code = (503, "server_busy") if fault == "busy" else (429, "rate_limited")
                    payload = json.dumps({"error": "Refused on purpose", "code": code}).encode()
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Retry-After", "1")
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                    return
                if fault == "hang":
                    time.sleep(3)
                    self.close_connection = True
                    return
                headers = {k: v for k, v in self.headers.items() if k.lower() not in ("host", "connection")}
                forward = urllib.request.Request(target + self.path, data=body or None, headers=headers, method=self.command)
                try:
                    with urllib.request.urlopen(forward, timeout=30) as answer:
                        status, answer_headers, raw = answer.status, answer.headers, answer.read()
                except urllib.error.HTTPError as refused:
                    status, answer_headers, raw = refused.code, refused.headers, refused.read()
                seen["answer"] = raw
                if fault == "lost":
                    self.connection.shutdown(socket.SHUT_RDWR)
                    self.close_connection = True
                    return
                self.send_response(status)
                for name, value in answer_headers.items():
                    if name.lower() not in ("connection", "transfer-encoding", "content-length"):
                        self.send_header(name, value)
                self.send_header("Content-Length", str(len(raw)))
                self.end_headers()
                self.wfile.write(raw)

            do_GET = do_POST = _handle

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self._server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()


class RetryTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.w = world()
        cls.email = cls.w["student"]["email"]
        cls.proxy = FaultyProxy(cls.w["baseUrl"])

    @classmethod
    def tearDownClass(cls) -> None:
        cls.proxy.close()

    def setUp(self) -> None:
        self.proxy.faults = []
        self.proxy.seen = []

    def through(self, key: str = "liveKey", **options: Any) -> TrophyClient:
        return TrophyClient(self.w[key], self.proxy.url, **options)

    def test_awards_once_after_a_busy_answer_with_the_same_key_and_body(self) -> None:
        before = student_balance()
        self.proxy.faults = ["busy"]
        started = time.monotonic()
        award = self.through().award_trophies(2, email=self.email)
        self.assertGreaterEqual(time.monotonic() - started, 0.95)
        first, second = self.proxy.seen
        self.assertRegex(first["key"], r"^[0-9a-f-]{36}$")
        self.assertEqual(second["key"], first["key"])
        self.assertEqual(second["body"], first["body"])
        self.assertEqual(award["transaction"]["amount"], 2)
        self.assertEqual(student_balance(), before + 2)

    def test_retries_429_up_to_max_retries(self) -> None:
        self.proxy.faults = ["limited", "limited"]
        award = self.through(max_retries=2).award_trophies(1, email=self.email)
        self.assertTrue(award["success"])
        self.assertEqual(len(self.proxy.seen), 3)
        self.assertEqual(len({s["key"] for s in self.proxy.seen}), 1)

    def test_gives_up_after_max_retries_with_the_typed_error(self) -> None:
        self.proxy.faults = ["busy", "busy"]
        with self.assertRaises(ServiceUnavailableError) as raised:
            self.through(max_retries=1).award_trophies(1, email=self.email)
        self.assertEqual((raised.exception.code, raised.exception.retry_after), ("server_busy", 1.0))
        self.assertEqual(len(self.proxy.seen), 2)

    def test_retry_false_sends_once(self) -> None:
        self.proxy.faults = ["limited"]
        with self.assertRaises(RateLimitError):
            self.through(retry=False).award_trophies(1, email=self.email)
        self.assertEqual(len(self.proxy.seen), 1)

    def test_a_longer_retry_after_than_max_retry_delay_is_raised_at_once(self) -> None:
        self.proxy.faults = ["busy"]
        started = time.monotonic()
        with self.assertRaises(ServiceUnavailableError):
            self.through(max_retry_delay=0.5).award_trophies(1, email=self.email)
        self.assertLess(time.monotonic() - started, 0.9)
        self.assertEqual(len(self.proxy.seen), 1)

    def test_a_lost_answer_is_retried_and_answers_the_first_award(self) -> None:
        before = student_balance()
        self.proxy.faults = ["lost"]
        award = self.through().award_trophies(6, email=self.email)
        self.assertEqual(len(self.proxy.seen), 2)
        lost = json.loads(self.proxy.seen[0]["answer"])
        self.assertEqual(award["transaction"]["id"], lost["transaction"]["id"])
        self.assertEqual(student_balance(), before + 6)

    def test_a_lost_batch_answer_keeps_every_items_key(self) -> None:
        before = student_balance()
        self.proxy.faults = ["lost"]
        batch = self.through().award_trophies_batch(
            [{"email": self.email, "amount": 1}, {"email": self.email, "amount": 2}]
        )
        lost = json.loads(self.proxy.seen[0]["answer"])
        self.assertEqual(
            [r["transaction"]["id"] for r in batch["results"]],
            [r["transaction"]["id"] for r in lost["results"]],
        )
        self.assertEqual(self.proxy.seen[1]["body"], self.proxy.seen[0]["body"])
        self.assertEqual(student_balance(), before + 3)

    def test_a_lost_connection_answer_is_not_resent(self) -> None:
        self.proxy.faults = ["lost"]
        sandbox = self.through("testKey")
        with self.assertRaises(TrophyConnectionError):
            sandbox.connect("KMNP-QRTW")
        self.assertEqual(len(self.proxy.seen), 1)
        self.proxy.faults = ["busy"]
        self.assertFalse(sandbox.connect("KMNP-QRTX")["livemode"])
        self.assertEqual(len(self.proxy.seen), 3)

    def test_an_attempt_past_the_timeout_is_retried(self) -> None:
        self.proxy.faults = ["hang"]
        award = self.through(timeout=1).award_trophies(1, email=self.email)
        self.assertTrue(award["success"])
        self.assertEqual(len(self.proxy.seen), 2)

    def test_an_unreachable_server_is_a_connection_error(self) -> None:
        probe = socket.socket()
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
        probe.close()
        client = TrophyClient(self.w["liveKey"], f"http://127.0.0.1:{port}", max_retries=1)
        with self.assertRaises(TrophyConnectionError) as raised:
            client.award_trophies(1, email=self.email)
        self.assertIn(f"127.0.0.1:{port}", str(raised.exception))


if __name__ == "__main__":
    unittest.main()
