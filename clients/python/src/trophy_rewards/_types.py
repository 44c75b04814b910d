"""The shapes of the API's answers, as the OpenAPI document describes them."""

from typing import List, Literal, Optional, TypedDict

KeyMode = Literal["live", "test"]
# Test keys only: the error a call should answer with, exactly as a real one would.
SimulatedError = Literal["404", "409", "422", "429"]


class Transaction(TypedDict):
    id: str
    studentId: str
    amount: int
    createdAt: str


class AwardResponse(TypedDict):
    success: bool
    livemode: bool
    transaction: Transaction


class _BatchResultRequired(TypedDict):
    index: int
    success: bool


class BatchResult(_BatchResultRequired, total=False):
    transaction: Transaction
    error: str
    code: str


class BatchResponse(TypedDict):
    livemode: bool
    results: List[BatchResult]


class Award(TypedDict):
    id: str
    studentId: str
    amount: int
    details: str
    createdAt: str
    reversedAt: Optional[str]


class AwardLookup(TypedDict):
    livemode: bool
    award: Award


class Reversal(TypedDict):
    id: str
    awardId: str
    studentId: str
    amount: int
    createdAt: str


class ReverseResponse(TypedDict):
    success: bool
    livemode: bool
    reversal: Reversal


class ConnectionResponse(TypedDict):
    livemode: bool
    studentRef: str
