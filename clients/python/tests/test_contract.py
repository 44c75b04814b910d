import ast
import json
import sys
import unittest
import urllib.request
from pathlib import Path

from tests.support import CLIENT_DIR, world

sys.path.insert(0, str(CLIENT_DIR / "scripts"))
from generate_contract import CONTRACT_FILE, render  # noqa: E402

from trophy_rewards import _client  # noqa: E402


class ContractTest(unittest.TestCase):
    def test_the_contract_module_is_what_the_servers_document_makes(self) -> None:
        with urllib.request.urlopen(world()["baseUrl"] + "/api/v1/openapi.json", timeout=30) as answer:
            document = json.load(answer)
        # On a difference: npm run generate:clients (or generate_contract.py with the document).
        self.assertEqual(
            CONTRACT_FILE.read_text(encoding="utf-8"),
            render(document),
            "src/trophy_rewards/_contract.py is stale: npm run generate:clients",
        )

    def test_every_operation_the_client_calls_is_in_the_contract(self) -> None:
        source = Path(_client.__file__).read_text(encoding="utf-8")
        called = {
            node.args[0].value
            for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Call)
            and getattr(node.func, "attr", None) == "_call"
            and isinstance(node.args[0], ast.Constant)
        }
        self.assertEqual(
            called,
            {"awardTrophies", "awardTrophiesBatch", "getAward", "reverseAward", "createConnection"},
        )
        self.assertLessEqual(called, set(_client.OPERATIONS))

    def test_the_sources_are_python_3_9(self) -> None:
        # The tests may run on a newer Python: its parser is told to read 3.9's grammar.
        for path in [*(CLIENT_DIR / "src").rglob("*.py"), *(CLIENT_DIR / "_build").rglob("*.py")]:
            with self.subTest(path=path.name):
                ast.parse(path.read_text(encoding="utf-8"), feature_version=(3, 9))


if __name__ == "__main__":
    unittest.main()
