"""The wheel pyproject.toml builds, installed where the sources are not, awards for real."""

import importlib.util
import json
import os
import subprocess
import sys
import tarfile
import tempfile
import unittest
import zipfile
from pathlib import Path

from tests.support import CLIENT_DIR, world

AWARD = """
import json, os, trophy_rewards
client = trophy_rewards.TrophyClient(os.environ["KEY"], os.environ["BASE"])
award = client.award_trophies(3, email="wheel@sandbox.test")
print(json.dumps({"file": trophy_rewards.__file__, "mode": client.mode, "award": award}))
"""


def backend_call(hook: str, directory: str) -> str:
    """A PEP 517 hook of the backend pyproject.toml names, as a build frontend calls it."""
    script = (
        "import sys; sys.path.insert(0, '_build'); import backend; "
        f"print(backend.{hook}({directory!r}))"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=CLIENT_DIR, capture_output=True, text=True, check=True
    )
    return done.stdout.strip()


class WheelTest(unittest.TestCase):
    def setUp(self) -> None:
        self.tmp = tempfile.TemporaryDirectory(prefix="trophy-wheel-")
        self.dir = Path(self.tmp.name)

    def tearDown(self) -> None:
        self.tmp.cleanup()

    def test_the_wheel_installs_and_awards(self) -> None:
        name = backend_call("build_wheel", str(self.dir))
        self.assertEqual(name, "trophy_rewards-1.0.0-py3-none-any.whl")
        wheel = self.dir / name
        with zipfile.ZipFile(wheel) as archive:
            names = set(archive.namelist())
            metadata = archive.read("trophy_rewards-1.0.0.dist-info/METADATA").decode()
        self.assertLessEqual(
            {"trophy_rewards/__init__.py", "trophy_rewards/_client.py", "trophy_rewards/py.typed",
             "trophy_rewards-1.0.0.dist-info/RECORD", "trophy_rewards-1.0.0.dist-info/WHEEL"},
            names,
        )
        self.assertFalse([n for n in names if "tests" in n or "__pycache__" in n])
        self.assertIn("Requires-Python: >=3.9", metadata)
        # Built twice, the wheel is the same file.
        again = self.dir / "again"
        again.mkdir()
        backend_call("build_wheel", str(again))
        self.assertEqual((again / name).read_bytes(), wheel.read_bytes())

        site = self.dir / "site"
        if importlib.util.find_spec("pip"):
            # pip checks the wheel's RECORD as it installs; nothing is fetched.
            subprocess.run(
                [sys.executable, "-m", "pip", "install", "--quiet", "--no-index", "--no-deps",
                 "--disable-pip-version-check", "--target", str(site), str(wheel)],
                check=True,
                env={**os.environ, "PIP_ROOT_USER_ACTION": "ignore"},
            )
        else:
            with zipfile.ZipFile(wheel) as archive:
                archive.extractall(site)
        w = world()
        env = {**os.environ, "PYTHONPATH": str(site), "KEY": w["testKey"], "BASE": w["baseUrl"]}
        done = subprocess.run(
            [sys.executable, "-s", "-c", AWARD], cwd=self.dir, env=env, capture_output=True, text=True, check=True
        )
        result = json.loads(done.stdout)
        self.assertTrue(result["file"].startswith(str(site)))
        self.assertEqual(result["mode"], "test")
        self.assertEqual((result["award"]["livemode"], result["award"]["transaction"]["amount"]), (False, 3))

    def test_pip_builds_it_without_an_index(self) -> None:
        if not importlib.util.find_spec("pip"):
            self.skipTest("pip is not installed for this python3")
        subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-index", "--no-deps",
             "--disable-pip-version-check", "-w", str(self.dir), str(CLIENT_DIR)],
            check=True,
            env={**os.environ, "PIP_ROOT_USER_ACTION": "ignore"},
        )
        self.assertTrue((self.dir / "trophy_rewards-1.0.0-py3-none-any.whl").exists())

    def test_the_sdist_holds_what_builds_the_wheel(self) -> None:
        name = backend_call("build_sdist", str(self.dir))
        with tarfile.open(self.dir / name) as sdist:
            names = set(sdist.getnames())
        base = "trophy_rewards-1.0.0"
        self.assertLessEqual(
            {f"{base}/PKG-INFO", f"{base}/pyproject.toml", f"{base}/README.md",
             f"{base}/_build/backend.py", f"{base}/src/trophy_rewards/_client.py"},
            names,
        )

    def test_the_backend_reads_pyproject_as_tomllib_does(self) -> None:
        sys.path.insert(0, str(CLIENT_DIR / "_build"))
        import backend

        text = (CLIENT_DIR / "pyproject.toml").read_text(encoding="utf-8")
        try:
            import tomllib
        except ImportError:
            self.skipTest("tomllib comes with Python 3.11")
        self.assertEqual(backend._read_project_table(text), tomllib.loads(text)["project"])


if __name__ == "__main__":
    unittest.main()
