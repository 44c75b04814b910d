"""A real server for the tests, and the helpers they share.

The server is scripts/client-test-server.mjs (the server's sources on a free port, an empty
database, an approved developer with both keys, a verified student). It starts on first use and
stops when the test process ends.
"""

import atexit
import http.server
import json
import os
import shutil
import subprocess
import sys
import threading
import urllib.request
from pathlib import Path
from typing import Any, Dict, List, Optional

CLIENT_DIR = Path(__file__).resolve().parent.parent
REPO_ROOT = CLIENT_DIR.parent.parent
sys.path.insert(0, str(CLIENT_DIR / "src"))

_world: Optional[Dict[str, Any]] = None
_server: Optional[subprocess.Popen] = None


def node() -> str:
    found = shutil.which("node")
    if not found:
        raise RuntimeError("the tests need Node.js (`node`) to run the server")
    return found


def _stop() -> None:
    if _server and _server.poll() is None:
        assert _server.stdin is not None
        _server.stdin.close()
        try:
            _server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            _server.kill()


def world() -> Dict[str, Any]:
    """baseUrl, liveKey, testKey, developer {email, password}, student {email, password}."""
    global _world, _server
    if _world is None:
        _server = subprocess.Popen(
            [node(), str(REPO_ROOT / "scripts" / "client-test-server.mjs")],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            cwd=REPO_ROOT,
        )
        atexit.register(_stop)
        assert _server.stdout is not None
        line = _server.stdout.readline()
        if not line:
            raise RuntimeError(f"the test server exited ({_server.wait()}) before it was ready")
        _world = json.loads(line)
    return _world


def api(method: str, path: str, body: Any = None, token: Optional[str] = None) -> Any:
    """A call of the web client's API, for what an app's server never does itself."""
    headers = {"Accept": "application/json"}
    data = None
    if body is not None:
        data = json.dumps(body).encode("utf-8")
        headers["Content-Type"] = "application/json"
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(world()["baseUrl"] + path, data=data, headers=headers, method=method)
    with urllib.request.urlopen(request, timeout=30) as answer:
        raw = answer.read()
    return json.loads(raw) if raw else None


def sign_in(account: Dict[str, str]) -> str:
    return api("POST", "/auth/login", account)["accessToken"]


def student_balance() -> int:
    token = sign_in(world()["student"])
    return api("GET", "/api/students/trophies?limit=1", token=token)["balance"]


class Receiver:
    """A real webhook endpoint on 127.0.0.1 that keeps each request's raw body and headers."""

    def __init__(self) -> None:
        self.received: List[Dict[str, Any]] = []
        self._arrived = threading.Condition()
        receiver = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                with receiver._arrived:
                    receiver.received.append({"body": body, "headers": self.headers})
                    receiver._arrived.notify_all()
                self.send_response(200)
                self.end_headers()

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self._server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}/hooks"

    def wait_for(self, count: int, timeout: float = 20) -> List[Dict[str, Any]]:
        with self._arrived:
            if not self._arrived.wait_for(lambda: len(self.received) >= count, timeout):
                raise AssertionError(f"the receiver got {len(self.received)} requests, expected {count}")
        return self.received

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()


def run_node(script: str, stdin: str) -> str:
    """Runs a script with the repository's node_modules (for standardwebhooks)."""
    done = subprocess.run(
        [node(), "--input-type=module", "-e", script],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=REPO_ROOT,
        env={**os.environ},
        check=True,
    )
    return done.stdout
