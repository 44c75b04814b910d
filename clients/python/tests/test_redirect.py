"""A base URL that answers with a redirect to another host.

The client must not follow it, as the API key would go along. Two real HTTP servers on
127.0.0.1: ``elsewhere`` answers every request as a successful award would be answered, so a
followed redirect would look like a success.
"""

import http.server
import json
import threading
import unittest
import urllib.request
from typing import Any, Dict, List

import tests.support  # noqa: F401 (puts the client's sources on the path)
from trophy_rewards import RedirectError, TrophyApiError, TrophyClient

KEY = "trk_" + "0" * 40
AWARD_ID = "5f0c6f0e-4f43-4bd5-9a53-3b3f7c1c2d10"
SUCCESS = json.dumps(
    {
        "success": True,
        "livemode": True,
        "transaction": {
            "id": AWARD_ID,
            "studentId": "stu_" + "a" * 32,
            "amount": 5,
            "createdAt": "2026-01-01T00:00:00.000Z",
        },
    }
).encode()


class Server:
    """Records each request (method, path, API key) and answers it with ``answer``."""

    def __init__(self) -> None:
        self.seen: List[Dict[str, Any]] = []
        self.status = 200
        self.location = ""
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def _handle(self) -> None:
                self.rfile.read(int(self.headers.get("Content-Length", "0")))
                server.seen.append(
                    {"method": self.command, "path": self.path, "key": self.headers.get("X-API-Key")}
                )
                body = SUCCESS if server.status == 200 else b"Moved elsewhere"
                self.send_response(server.status)
                if server.location:
                    self.send_header("Location", server.location + self.path)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            do_GET = do_POST = _handle

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self._server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()


class RedirectTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.elsewhere = Server()
        cls.redirector = Server()
        cls.redirector.location = cls.elsewhere.url

    @classmethod
    def tearDownClass(cls) -> None:
        cls.elsewhere.close()
        cls.redirector.close()

    def setUp(self) -> None:
        self.redirector.status = 302
        self.elsewhere.seen.clear()
        self.redirector.seen.clear()

    def client(self, **options: Any) -> TrophyClient:
        return TrophyClient(KEY, self.redirector.url, **options)

    def test_every_call_raises_redirect_error_and_the_other_host_gets_nothing(self) -> None:
        trophies = self.client()
        calls = {
            "award": lambda: trophies.award_trophies(5, email="maya@example.com"),
            "batch": lambda: trophies.award_trophies_batch([{"email": "maya@example.com", "amount": 5}]),
            "lookup": lambda: trophies.get_award(AWARD_ID),
            "reversal": lambda: trophies.reverse_award(AWARD_ID),
            "connect": lambda: trophies.connect("ABCD-EFGH"),
        }
        for name, call in calls.items():
            with self.subTest(name), self.assertRaises(RedirectError) as raised:
                call()
            error = raised.exception
            self.assertIsInstance(error, TrophyApiError)
            self.assertEqual((error.status, error.code), (302, None))
            self.assertTrue(str(error.location).startswith(self.elsewhere.url + "/api/v1/"))
            self.assertIn("redirect", str(error))
        # Sent once each to the base URL (a redirect is no reason to retry), never elsewhere.
        self.assertEqual(len(self.redirector.seen), len(calls))
        self.assertTrue(all(seen["key"] == KEY for seen in self.redirector.seen))
        self.assertEqual(self.elsewhere.seen, [])

    def test_every_3xx_alike(self) -> None:
        for status in (300, 301, 303, 304, 307, 308):
            self.redirector.status = status
            with self.subTest(status), self.assertRaises(RedirectError) as raised:
                self.client().award_trophies(5, email="maya@example.com")
            self.assertEqual(raised.exception.status, status)
        self.assertEqual(self.elsewhere.seen, [])

    def test_an_opener_given_refuses_redirects_too(self) -> None:
        opener = urllib.request.build_opener(urllib.request.HTTPRedirectHandler())
        with self.assertRaises(RedirectError):
            self.client(opener=opener).award_trophies(5, email="maya@example.com")
        self.assertEqual(self.elsewhere.seen, [])

    def test_an_answer_a_given_handler_fetched_elsewhere_is_no_success(self) -> None:
        class FollowFirst(urllib.request.HTTPRedirectHandler):
            handler_order = 50

        # The key has gone by then, but the answer is still refused.
        opener = urllib.request.build_opener(FollowFirst())
        with self.assertRaises(RedirectError) as raised:
            self.client(opener=opener).award_trophies(5, email="maya@example.com")
        self.assertTrue(str(raised.exception.location).startswith(self.elsewhere.url + "/"))
        self.assertEqual(len(self.elsewhere.seen), 1)


if __name__ == "__main__":
    unittest.main()
