"""Trophy Rewards award API client: standard library only, Python 3.9+.

    from trophy_rewards import TrophyClient

    trophies = TrophyClient("trk_test_...", "https://rewards.school.example")
    award = trophies.award_trophies(50, email="maya@example.com")
"""

from ._client import TrophyClient, key_mode
from ._contract import ErrorCode, WebhookEventType
from ._errors import (
    AuthenticationError,
    BadRequestError,
    ConflictError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
    RedirectError,
    ServiceUnavailableError,
    TrophyApiError,
    TrophyConnectionError,
    TrophyError,
    UnprocessableError,
    WebhookVerificationError,
)
from ._types import (
    Award,
    AwardLookup,
    AwardResponse,
    BatchResponse,
    BatchResult,
    ConnectionResponse,
    KeyMode,
    ReverseResponse,
    SimulatedError,
)
from ._webhooks import verify_webhook

__version__ = "1.0.0"

__all__ = [
    "AuthenticationError",
    "Award",
    "AwardLookup",
    "AwardResponse",
    "BadRequestError",
    "BatchResponse",
    "BatchResult",
    "ConflictError",
    "ConnectionResponse",
    "ErrorCode",
    "KeyMode",
    "NotFoundError",
    "PermissionDeniedError",
    "RateLimitError",
    "RedirectError",
    "ReverseResponse",
    "ServiceUnavailableError",
    "SimulatedError",
    "TrophyApiError",
    "TrophyClient",
    "TrophyConnectionError",
    "TrophyError",
    "UnprocessableError",
    "WebhookEventType",
    "WebhookVerificationError",
    "key_mode",
    "verify_webhook",
]
