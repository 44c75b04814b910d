"""Standard Webhooks verification with hmac and hashlib.

It accepts exactly what the ``standardwebhooks`` JavaScript library (1.x) accepts, down to its
quirks, so that a request passes here if and only if it passes there: the secret is decoded as
its base64 decoder does, the timestamp read as JavaScript's ``parseInt`` reads it (the signature
covers that number), the body as ``Buffer.toString()`` gives it, and each signature compared as
text. tests/test_webhooks.py checks both on deliveries the server made.
"""

import base64
import hashlib
import hmac
import json
import time
from typing import Any, Iterable, Mapping, Optional, Tuple, Union

from ._errors import WebhookVerificationError

SECRET_PREFIX = "whsec_"
TOLERANCE_SECONDS = 5 * 60

Headers = Union[Mapping[str, str], Iterable[Tuple[str, str]]]

_INVALID = 256
# What JavaScript's String.prototype.trim and parseInt skip as white space.
_JS_SPACE = frozenset(
    "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
    "\u2028\u2029\u202f\u205f\u3000\ufeff"
)


def _utf16_units(text: str) -> list:
    raw = text.encode("utf-16-le", "surrogatepass")
    return [raw[i] | (raw[i + 1] << 8) for i in range(0, len(raw), 2)]


def _utf8(text: str) -> bytes:
    """The bytes TextEncoder gives: a lone surrogate becomes U+FFFD."""
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace").encode("utf-8")


def _decode_char(unit: int) -> int:
    if unit == 43:
        return 62
    if unit == 47:
        return 63
    if 48 <= unit <= 57:
        return unit - 48 + 52
    if 65 <= unit <= 90:
        return unit - 65
    if 97 <= unit <= 122:
        return unit - 97 + 26
    return _INVALID


def _decode_secret(text: str) -> bytes:
    """@stablelib/base64's decode: padding checked first, a trailing lone character ignored."""
    units = _utf16_units(text)
    if not units:
        return b""
    padding = 0
    for unit in reversed(units):
        if unit != 61:
            break
        padding += 1
    if len(units) < 4 or padding > 2:
        raise ValueError("Base64Coder: incorrect padding")
    length = len(units) - padding
    out = bytearray()
    bad = 0
    i = 0
    v1 = v2 = 0
    while i < length - 4:
        v0, v1, v2, v3 = (_decode_char(u) for u in units[i : i + 4])
        out += bytes(
            [((v0 << 2) | (v1 >> 4)) & 0xFF, ((v1 << 4) | (v2 >> 2)) & 0xFF, ((v2 << 6) | v3) & 0xFF]
        )
        bad |= (v0 | v1 | v2 | v3) & _INVALID
        i += 4
    if i < length - 1:
        v0, v1 = _decode_char(units[i]), _decode_char(units[i + 1])
        out.append(((v0 << 2) | (v1 >> 4)) & 0xFF)
        bad |= (v0 | v1) & _INVALID
    if i < length - 2:
        v2 = _decode_char(units[i + 2])
        out.append(((v1 << 4) | (v2 >> 2)) & 0xFF)
        bad |= v2 & _INVALID
    if i < length - 3:
        v3 = _decode_char(units[i + 3])
        out.append(((v2 << 6) | v3) & 0xFF)
        bad |= v3 & _INVALID
    if bad:
        raise ValueError("Base64Coder: incorrect characters for decoding")
    return bytes(out)


def _parse_int(text: str) -> Optional[int]:
    """JavaScript's parseInt(text, 10): leading white space, a sign, then the digits up front."""
    i = 0
    while i < len(text) and text[i] in _JS_SPACE:
        i += 1
    sign = 1
    if i < len(text) and text[i] in "+-":
        sign = -1 if text[i] == "-" else 1
        i += 1
    start = i
    while i < len(text) and "0" <= text[i] <= "9":
        i += 1
    if i == start:
        return None
    return sign * int(text[start:i])


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _header_items(headers: Headers) -> Iterable[Tuple[str, str]]:
    items = getattr(headers, "items", None)
    if callable(items):
        return items()
    return headers  # type: ignore[return-value]


def verify_webhook(body: Union[bytes, str], headers: Headers, secret: str) -> Any:
    """Checks a webhook request per Standard Webhooks and answers its JSON payload.

    ``body`` is the raw body exactly as received (bytes, or its text); ``headers`` the request's
    headers (any mapping, ``http.server``'s ``self.headers``, or (name, value) pairs); ``secret``
    the endpoint's ``whsec_...``. Raises WebhookVerificationError when a header is missing, the
    timestamp is more than 5 minutes away or no signature matches. Use the ``webhook-id`` header
    to skip a message already handled: it stays the same on every retry and replay.
    """
    if not isinstance(secret, str):
        raise TypeError("Expected secret to be of type string")
    key = _decode_secret(secret[len(SECRET_PREFIX) :] if secret.startswith(SECRET_PREFIX) else secret)
    if not key:
        raise ValueError("Secret can't be empty.")

    normalized = {}
    for name, value in _header_items(headers):
        normalized[name.lower()] = value
    msg_id = normalized.get("webhook-id")
    msg_signature = normalized.get("webhook-signature")
    msg_timestamp = normalized.get("webhook-timestamp")
    if not msg_signature or not msg_id or not msg_timestamp:
        raise WebhookVerificationError("Missing required headers")

    timestamp = _parse_int(msg_timestamp)
    if timestamp is None:
        raise WebhookVerificationError("Invalid Signature Headers")
    now = int(time.time())
    if now - timestamp > TOLERANCE_SECONDS:
        raise WebhookVerificationError("Message timestamp too old")
    if timestamp > now + TOLERANCE_SECONDS:
        raise WebhookVerificationError("Message timestamp too new")

    if isinstance(body, (bytes, bytearray, memoryview)):
        payload = bytes(body).decode("utf-8", "replace")
    elif isinstance(body, str):
        payload = body
    else:
        raise TypeError("Expected payload to be of type string or bytes.")
    digest = hmac.new(key, _utf8(f"{msg_id}.{timestamp}.{payload}"), hashlib.sha256).digest()
    expected = base64.b64encode(digest)
    for versioned in msg_signature.split(" "):
        parts = versioned.split(",")
        if parts[0] != "v1":
            continue
        given = parts[1] if len(parts) > 1 else ""
        if hmac.compare_digest(_utf8(given), expected):
            if payload == "":
                return None
            return json.loads(payload, parse_constant=_reject_constant)
    raise WebhookVerificationError("No matching signature found")
