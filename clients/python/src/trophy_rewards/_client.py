"""The award API client: awards, batches, look-ups, reversals and connections."""

import http.client
import json
import random
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from typing import Any, Callable, Dict, Iterable, List, Mapping, Optional

from ._contract import OPERATIONS
from ._errors import RedirectError, TrophyConnectionError, api_error_for, retry_after_seconds
from ._types import (
    AwardLookup,
    AwardResponse,
    BatchResponse,
    ConnectionResponse,
    KeyMode,
    ReverseResponse,
    SimulatedError,
)

__all__ = ["TrophyClient", "key_mode"]

TEST_KEY_PREFIX = "trk_test_"
KEY_PREFIX = "trk_"
# 429: the hourly limit; 503: a busy server that did nothing. Both say when to come back.
RETRIED_STATUSES = frozenset({429, 503})
_BATCH_FIELDS = {"student_ref": "studentRef", "idempotency_key": "idempotencyKey"}


def key_mode(api_key: str) -> KeyMode:
    """``"test"`` for a test key (``trk_test_...``), ``"live"`` otherwise, as the server decides."""
    return "test" if api_key.startswith(TEST_KEY_PREFIX) else "live"


class _RefuseRedirects(urllib.request.BaseHandler):
    """Hands a redirect back as an error instead of following it.

    Following would send the API key to wherever the redirect points. Ordered before urllib's
    own redirect handler, so an opener that has one (build_opener's default) never reaches it.
    """

    handler_order = 100

    def _refuse(
        self, req: urllib.request.Request, fp: Any, code: int, msg: str, headers: Any
    ) -> None:
        raise urllib.error.HTTPError(req.full_url, code, msg, headers, fp)

    http_error_301 = http_error_302 = http_error_303 = _refuse
    http_error_307 = http_error_308 = _refuse


def _refusing_redirects(opener: urllib.request.OpenerDirector) -> urllib.request.OpenerDirector:
    if not any(isinstance(handler, _RefuseRedirects) for handler in opener.handlers):
        opener.add_handler(_RefuseRedirects())
    return opener


def _backoff(retry: int) -> float:
    """The wait without a Retry-After: half a second, then doubling."""
    return min(8.0, 0.5 * 2**retry)


class TrophyClient:
    """The award API of one installation, for one API key.

    Every call raises a TrophyApiError subclass carrying the API's ``code`` when refused, and
    TrophyConnectionError when the server could not be reached after the retries.

    A 429 or 503 answer is sent again after its ``Retry-After``, up to ``max_retries`` times,
    unless the server asks for a wait longer than ``max_retry_delay`` seconds (then the error is
    raised at once). A call that got no answer (connection refused or lost, ``timeout``) is sent
    again too: every award carries an idempotency key, so it never awards twice. ``retry=False``
    sends each call once.

    A redirect is never followed, as the API key would go along: any 3xx raises RedirectError.
    An ``opener`` given is made to refuse redirects too.
    """

    def __init__(
        self,
        api_key: str,
        base_url: str,
        *,
        retry: bool = True,
        max_retries: int = 2,
        max_retry_delay: float = 30.0,
        timeout: float = 30.0,
        idempotency_key: Optional[Callable[[], str]] = None,
        opener: Optional[urllib.request.OpenerDirector] = None,
    ):
        api_key = api_key.strip()
        if not api_key.startswith(KEY_PREFIX):
            raise ValueError("api_key must be a Trophy Rewards API key (trk_... or trk_test_...)")
        parsed = urllib.parse.urlsplit(base_url)
        if parsed.scheme not in ("http", "https") or not parsed.netloc:
            raise ValueError("base_url must be the installation's address, e.g. https://rewards.school.example")
        self._api_key = api_key
        self._base_url = base_url.rstrip("/")
        self._max_retries = max_retries if retry else 0
        self._max_retry_delay = max_retry_delay
        self._timeout = timeout
        self._new_key = idempotency_key or (lambda: str(uuid.uuid4()))
        self._opener = _refusing_redirects(opener or urllib.request.build_opener())
        self.mode: KeyMode = key_mode(api_key)
        self.livemode = self.mode == "live"

    def award_trophies(
        self,
        amount: int,
        *,
        email: Optional[str] = None,
        student_ref: Optional[str] = None,
        details: Optional[str] = None,
        idempotency_key: Optional[str] = None,
        simulate_error: Optional[SimulatedError] = None,
    ) -> AwardResponse:
        """Awards trophies to one student, named by ``email`` or ``student_ref`` (not both).

        The same ``idempotency_key`` and body award once, however often they are sent (kept 24
        hours or more); one is made for the call when none is given.
        """
        if (email is None) == (student_ref is None):
            raise ValueError("name the student by email or by student_ref, not both")
        body: Dict[str, Any] = {"amount": amount}
        if email is not None:
            body["email"] = email
        if student_ref is not None:
            body["studentRef"] = student_ref
        if details is not None:
            body["details"] = details
        headers = {"Idempotency-Key": idempotency_key or self._new_key()}
        return self._call("awardTrophies", body=body, headers=headers, simulate=simulate_error)

    def award_trophies_batch(
        self,
        awards: Iterable[Mapping[str, Any]],
        *,
        simulate_error: Optional[SimulatedError] = None,
    ) -> BatchResponse:
        """Awards 1 to 100 items in one call; each item succeeds or fails alone.

        Items are dicts as the API names them (``email`` or ``studentRef``, ``amount``,
        ``details``, ``idempotencyKey``; ``student_ref`` and ``idempotency_key`` work too). An
        item without an idempotency key gets one. Read ``results``, one per item in order.
        """
        items: List[Dict[str, Any]] = []
        for award in awards:
            item = {_BATCH_FIELDS.get(name, name): value for name, value in award.items()}
            item.setdefault("idempotencyKey", self._new_key())
            items.append(item)
        return self._call("awardTrophiesBatch", body={"awards": items}, simulate=simulate_error)

    def get_award(
        self, award_id: str, *, simulate_error: Optional[SimulatedError] = None
    ) -> AwardLookup:
        """One of your app's awards, with ``reversedAt`` once reversed."""
        return self._call("getAward", award_id=award_id, simulate=simulate_error)

    def reverse_award(
        self,
        award_id: str,
        reason: Optional[str] = None,
        *,
        simulate_error: Optional[SimulatedError] = None,
    ) -> ReverseResponse:
        """Takes one of your app's awards of the last 7 days back.

        Calling it again answers the same reversal, so it needs no idempotency key.
        """
        body = {} if reason is None else {"reason": reason}
        return self._call("reverseAward", award_id=award_id, body=body, simulate=simulate_error)

    def connect(
        self, code: str, *, simulate_error: Optional[SimulatedError] = None
    ) -> ConnectionResponse:
        """Exchanges the code a student got on their apps page for their ``studentRef``.

        A code works once, so a call whose answer was lost is not sent again (it raises
        TrophyConnectionError: ask the student for a new code); 429 and 503 are retried.
        """
        return self._call(
            "createConnection", body={"code": code}, simulate=simulate_error, resend_lost=False
        )

    def _call(
        self,
        operation: str,
        *,
        award_id: Optional[str] = None,
        body: Optional[Mapping[str, Any]] = None,
        headers: Optional[Mapping[str, str]] = None,
        simulate: Optional[str] = None,
        resend_lost: bool = True,
    ) -> Any:
        method, path = OPERATIONS[operation]
        if award_id is not None:
            path = path.replace("{id}", urllib.parse.quote(award_id, safe=""))
        sent = {"X-API-Key": self._api_key, "Accept": "application/json", **(headers or {})}
        data = None
        if body is not None:
            data = json.dumps(body).encode("utf-8")
            sent["Content-Type"] = "application/json"
        if simulate is not None:
            sent["X-Simulate-Error"] = simulate
        return self._send(method, self._base_url + path, data, sent, resend_lost)

    def _send(
        self, method: str, url: str, data: Optional[bytes], headers: Dict[str, str], resend_lost: bool
    ) -> Any:
        attempt = 0
        while True:
            last = attempt >= self._max_retries
            request = urllib.request.Request(url, data=data, headers=headers, method=method)
            try:
                with self._opener.open(request, timeout=self._timeout) as answer:
                    raw = answer.read()
                    # An answer from elsewhere: a handler of a given opener followed a redirect.
                    if answer.geturl() != request.full_url:
                        raise RedirectError(answer.status, raw, answer.headers, answer.geturl())
                return json.loads(raw.decode("utf-8")) if raw else None
            except urllib.error.HTTPError as refused:
                raw = refused.read()
                status, answer_headers = refused.code, refused.headers
                refused.close()
                if not last and status in RETRIED_STATUSES:
                    asked = retry_after_seconds(answer_headers.get("Retry-After"))
                    wait = _backoff(attempt) if asked is None else asked
                    if wait <= self._max_retry_delay:
                        time.sleep(wait)
                        attempt += 1
                        continue
                raise api_error_for(status, raw, answer_headers) from None
            except (OSError, http.client.HTTPException) as lost:
                if last or not resend_lost:
                    raise TrophyConnectionError(
                        f"Could not reach {urllib.parse.urlsplit(url).netloc}: {lost}"
                    ) from lost
                time.sleep(_backoff(attempt) * (1 + random.random() / 4))
                attempt += 1
