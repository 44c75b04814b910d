import unittest

from tests.support import api, sign_in, student_balance, world
from trophy_rewards import (
    AuthenticationError,
    BadRequestError,
    ConflictError,
    NotFoundError,
    RateLimitError,
    TrophyApiError,
    TrophyClient,
    UnprocessableError,
    key_mode,
)

UNKNOWN_AWARD = "5f0c6f0e-4f43-4bd5-9a53-3b3f7c1c2d10"


class ClientTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.w = world()
        cls.live = TrophyClient(cls.w["liveKey"], cls.w["baseUrl"])
        cls.sandbox = TrophyClient(cls.w["testKey"], cls.w["baseUrl"])
        cls.email = cls.w["student"]["email"]


class KeyModeTest(ClientTest):
    def test_tells_live_from_test_by_the_prefix(self) -> None:
        self.assertEqual((self.live.mode, self.live.livemode), ("live", True))
        self.assertEqual((self.sandbox.mode, self.sandbox.livemode), ("test", False))
        self.assertEqual(key_mode("trk_test_abc"), "test")
        self.assertEqual(key_mode("trk_abc"), "live")
        with self.assertRaises(ValueError):
            TrophyClient("sk_live_1", self.w["baseUrl"])


class AwardTest(ClientTest):
    def test_awards_looks_up_and_reverses_with_the_live_key(self) -> None:
        before = student_balance()
        award = self.live.award_trophies(12, email=self.email, details="Python client")
        self.assertTrue(award["success"])
        self.assertTrue(award["livemode"])
        transaction = award["transaction"]
        self.assertEqual(transaction["amount"], 12)
        self.assertRegex(transaction["studentId"], r"^stu_[0-9a-f]{32}$")
        by_ref = self.live.award_trophies(3, student_ref=transaction["studentId"])
        self.assertEqual(by_ref["transaction"]["studentId"], transaction["studentId"])
        self.assertEqual(student_balance(), before + 15)

        found = self.live.get_award(transaction["id"])
        self.assertEqual(
            found,
            {
                "livemode": True,
                "award": {
                    "id": transaction["id"],
                    "studentId": transaction["studentId"],
                    "amount": 12,
                    "details": "Python client",
                    "createdAt": transaction["createdAt"],
                    "reversedAt": None,
                },
            },
        )
        reversed_ = self.live.reverse_award(transaction["id"], reason="Given twice")
        self.assertEqual(reversed_["reversal"]["awardId"], transaction["id"])
        self.assertEqual(reversed_["reversal"]["amount"], -12)
        again = self.live.reverse_award(transaction["id"])
        self.assertEqual(again["reversal"]["id"], reversed_["reversal"]["id"])
        self.assertEqual(student_balance(), before + 3)
        self.assertIsNotNone(self.live.get_award(transaction["id"])["award"]["reversedAt"])

    def test_the_same_idempotency_key_awards_once(self) -> None:
        before = student_balance()
        first = self.live.award_trophies(4, email=self.email, idempotency_key="py-client-once")
        second = self.live.award_trophies(4, email=self.email, idempotency_key="py-client-once")
        self.assertEqual(first["transaction"]["id"], second["transaction"]["id"])
        # Without a key given, each call gets one of its own.
        a = self.live.award_trophies(4, email=self.email)
        b = self.live.award_trophies(4, email=self.email)
        self.assertNotEqual(a["transaction"]["id"], b["transaction"]["id"])
        self.assertEqual(student_balance(), before + 12)

    def test_names_one_student(self) -> None:
        with self.assertRaises(ValueError):
            self.live.award_trophies(1)
        with self.assertRaises(ValueError):
            self.live.award_trophies(1, email=self.email, student_ref="stu_1")

    def test_awards_a_batch_in_the_sandbox_each_item_alone(self) -> None:
        batch = self.sandbox.award_trophies_batch(
            [
                {"email": "py-ana@sandbox.test", "amount": 5, "details": "Quiz 1"},
                {"email": "py-ben@sandbox.test", "amount": 7, "idempotency_key": "py-batch-ben"},
                {"studentRef": "stu_" + "0" * 32, "amount": 2},
            ]
        )
        self.assertFalse(batch["livemode"])
        self.assertEqual([(r["index"], r["success"]) for r in batch["results"]], [(0, True), (1, True), (2, False)])
        self.assertEqual(batch["results"][2]["code"], "student_not_found")
        resent = self.sandbox.award_trophies_batch(
            [{"email": "py-ben@sandbox.test", "amount": 7, "idempotencyKey": "py-batch-ben"}]
        )
        self.assertEqual(resent["results"][0]["transaction"]["id"], batch["results"][1]["transaction"]["id"])
        found = self.sandbox.get_award(batch["results"][0]["transaction"]["id"])
        self.assertEqual((found["livemode"], found["award"]["details"]), (False, "Quiz 1"))


class ConnectTest(ClientTest):
    def test_connects_the_student_with_their_code(self) -> None:
        token = sign_in(self.w["student"])
        code = api("POST", "/api/students/apps/link-code", token=token)["code"]
        connected = self.live.connect(code[:4] + "-" + code[4:].lower())
        self.assertTrue(connected["livemode"])
        by_email = self.live.award_trophies(1, email=self.email)
        self.assertEqual(connected["studentRef"], by_email["transaction"]["studentId"])
        with self.assertRaises(BadRequestError) as refused:
            self.live.connect(code)
        self.assertEqual(refused.exception.code, "invalid_link_code")

    def test_connects_a_sandbox_student_with_the_test_key(self) -> None:
        connected = self.sandbox.connect("CDEF-GHJK")
        self.assertFalse(connected["livemode"])
        award = self.sandbox.award_trophies(2, student_ref=connected["studentRef"])
        self.assertEqual(award["transaction"]["studentId"], connected["studentRef"])


class ErrorTest(ClientTest):
    def test_unknown_student_is_a_not_found_error_with_its_code(self) -> None:
        with self.assertRaises(NotFoundError) as raised:
            self.live.award_trophies(1, email="nobody@clients.test")
        error = raised.exception
        self.assertIsInstance(error, TrophyApiError)
        self.assertEqual((error.status, error.code), (404, "student_not_found"))
        self.assertTrue(error.message)

    def test_invalid_body_and_bad_key(self) -> None:
        with self.assertRaises(BadRequestError) as raised:
            self.live.award_trophies(0, email=self.email)
        self.assertEqual(raised.exception.code, "validation_failed")
        with self.assertRaises(BadRequestError):
            self.live.get_award("not-an-id")
        with self.assertRaises(AuthenticationError) as refused:
            TrophyClient("trk_unknown", self.w["baseUrl"]).get_award(UNKNOWN_AWARD)
        self.assertEqual(refused.exception.code, "api_key_invalid")
        with self.assertRaises(NotFoundError) as missing:
            self.sandbox.reverse_award(UNKNOWN_AWARD)
        self.assertEqual(missing.exception.code, "award_not_found")

    def test_simulated_errors_are_typed(self) -> None:
        with self.assertRaises(ConflictError):
            self.sandbox.award_trophies(1, email="sim@sandbox.test", simulate_error="409")
        with self.assertRaises(UnprocessableError):
            self.sandbox.award_trophies(1, email="sim@sandbox.test", simulate_error="422")
        # Its Retry-After is the rest of the hour, past the longest wait: raised at once.
        with self.assertRaises(RateLimitError) as limited:
            self.sandbox.get_award(UNKNOWN_AWARD, simulate_error="429")
        self.assertEqual((limited.exception.status, limited.exception.code), (429, "rate_limited"))
        self.assertGreater(limited.exception.retry_after or 0, 0)
        self.assertIsNotNone(limited.exception.headers.get("RateLimit-Limit"))


if __name__ == "__main__":
    unittest.main()
