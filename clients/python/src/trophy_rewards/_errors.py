"""The errors the client raises: every one is a TrophyError."""

import email.utils
import json
import time
from typing import Any, Mapping, Optional, Type


class TrophyError(Exception):
    """What every error of this client has in common."""


class TrophyApiError(TrophyError):
    """The API answered with an error status.

    ``code`` is the API's stable identifier (decide on it; see ``ErrorCode``), ``message`` its
    sentence for people. ``code`` is None when the answer was not the API's (a proxy's error page).
    ``retry_after`` is the wait in seconds the server asked for, on 429 and 503 answers.
    """

    def __init__(self, status: int, body: Any, headers: Mapping[str, str]):
        api = body if isinstance(body, dict) else {}
        error, code = api.get("error"), api.get("code")
        api_error = isinstance(error, str) and isinstance(code, str)
        self.message: str = error if api_error else f"The API answered {status}"
        super().__init__(self.message)
        self.status = status
        self.code: Optional[str] = code if api_error else None
        self.retry_after: Optional[float] = retry_after_seconds(headers.get("Retry-After"))
        self.headers = headers
        self.body = body

    def __repr__(self) -> str:
        return f"{type(self).__name__}(status={self.status}, code={self.code!r}, message={self.message!r})"


class BadRequestError(TrophyApiError):
    """400: the request broke the contract (``validation_failed``), or a code is not valid."""


class AuthenticationError(TrophyApiError):
    """401: the API key is missing, unknown or revoked."""


class PermissionDeniedError(TrophyApiError):
    """403: the developer is not (or no longer) validated, or suspended."""


class NotFoundError(TrophyApiError):
    """404: no such student (``student_not_found``) or award (``award_not_found``)."""


class ConflictError(TrophyApiError):
    """409: the request conflicts with what exists (``reversal_exceeds_balance``, ...)."""


class UnprocessableError(TrophyApiError):
    """422: an idempotency key reused with another body (``idempotency_mismatch``)."""


class RateLimitError(TrophyApiError):
    """429: the hourly limit or the daily trophy budget; ``retry_after`` says how long to wait."""


class ServiceUnavailableError(TrophyApiError):
    """503: the server was too busy and did nothing (``server_busy``)."""


class RedirectError(TrophyApiError):
    """3xx: the address answered with a redirect (``location``, when it said where to).

    The client never follows one: the API key would go along to wherever it points. Check
    ``base_url``, which must be the installation's own address (https, no redirect in front of it).
    """

    def __init__(
        self,
        status: int,
        body: Any,
        headers: Mapping[str, str],
        location: Optional[str] = None,
    ):
        super().__init__(status, body, headers)
        self.location: Optional[str] = location or headers.get("Location")
        to = f" to {self.location}" if self.location else ""
        self.message = f"The API answered {status}, a redirect{to}; redirects are not followed, so check base_url"
        self.args = (self.message,)


class TrophyConnectionError(TrophyError):
    """The server could not be reached, or did not answer in time, after every retry."""


class WebhookVerificationError(TrophyError):
    """A webhook request is not signed with the endpoint's secret, or not within 5 minutes."""


_BY_STATUS: Mapping[int, Type[TrophyApiError]] = {
    400: BadRequestError,
    401: AuthenticationError,
    403: PermissionDeniedError,
    404: NotFoundError,
    409: ConflictError,
    422: UnprocessableError,
    429: RateLimitError,
    503: ServiceUnavailableError,
}


def api_error_for(status: int, raw: bytes, headers: Mapping[str, str]) -> TrophyApiError:
    try:
        body: Any = json.loads(raw.decode("utf-8"))
    except ValueError:
        body = raw.decode("utf-8", "replace")
    if 300 <= status < 400:
        return RedirectError(status, body, headers)
    return _BY_STATUS.get(status, TrophyApiError)(status, body, headers)


def retry_after_seconds(header: Optional[str], now: Optional[float] = None) -> Optional[float]:
    """``Retry-After`` in seconds: a number of seconds or an HTTP date; None when unreadable."""
    if header is None or not header.strip():
        return None
    text = header.strip()
    if text.isascii() and text.isdigit():
        return float(text)
    try:
        when = email.utils.parsedate_to_datetime(text)
    except (TypeError, ValueError):
        return None
    if when is None:
        return None
    return max(0.0, when.timestamp() - (time.time() if now is None else now))
