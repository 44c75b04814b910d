"""A PEP 517 build backend on the standard library alone, for this one pure-Python package.

It reads pyproject.toml's [project] table and writes a py3-none-any wheel of src/trophy_rewards,
an sdist, and an editable wheel (PEP 660). Having no build requirements, it lets pip build and
install the client where no package registry can be reached.
"""

import base64
import hashlib
import io
import os
import re
import tarfile
import zipfile
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "trophy_rewards"
# Fixed times make the same sources give the same archive, byte for byte.
ZIP_TIME = (1980, 1, 1, 0, 0, 0)
SDIST_TIME = 315532800


def _project() -> Dict[str, Any]:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    try:
        import tomllib
    except ImportError:  # Python before 3.11
        return _read_project_table(text)
    return tomllib.loads(text)["project"]


def _read_project_table(text: str) -> Dict[str, Any]:
    """The [project] table of this file's own simple TOML: strings, string arrays, inline tables."""
    project: Dict[str, Any] = {}
    section = None
    lines = iter(text.splitlines())
    for line in lines:
        line = line.split(" #", 1)[0].strip() if not line.lstrip().startswith("#") else ""
        if not line:
            continue
        if line.startswith("["):
            section = line.strip("[]").strip()
            continue
        if section != "project":
            continue
        key, _, value = (part.strip() for part in line.partition("="))
        if value.startswith("[") and not value.endswith("]"):
            for more in lines:
                value += " " + more.strip()
                if more.strip().endswith("]"):
                    break
        project[key] = _value(value)
    return project


def _value(text: str) -> Any:
    if text.startswith('"'):
        return text[1:-1]
    if text.startswith("["):
        return re.findall(r'"((?:[^"\\]|\\.)*)"', text)
    if text.startswith("{"):
        return dict(re.findall(r'(\w+)\s*=\s*"((?:[^"\\]|\\.)*)"', text))
    raise ValueError(f"unsupported value in pyproject.toml: {text}")


def _names(project: Dict[str, Any]) -> Tuple[str, str]:
    return re.sub(r"[-_.]+", "_", project["name"]).lower(), project["version"]


def _metadata(project: Dict[str, Any]) -> str:
    lines = [
        "Metadata-Version: 2.1",
        f"Name: {project['name']}",
        f"Version: {project['version']}",
        f"Summary: {project['description']}",
        f"Requires-Python: {project['requires-python']}",
        f"Keywords: {','.join(project.get('keywords', []))}",
    ]
    if "license" in project:
        lines.append(f"License: {project['license']['text']}")
    lines += [f"Classifier: {c}" for c in project.get("classifiers", [])]
    lines += [f"Requires-Dist: {d}" for d in project.get("dependencies", [])]
    lines.append("Description-Content-Type: text/markdown")
    readme = (ROOT / project["readme"]).read_text(encoding="utf-8")
    return "\n".join(lines) + "\n\n" + readme


def _sources() -> List[Path]:
    package = ROOT / "src" / PACKAGE
    return sorted(
        p for p in package.rglob("*") if p.is_file() and "__pycache__" not in p.parts and p.suffix in (".py", ".typed")
    )


def _digest(data: bytes) -> str:
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def _write_wheel(directory: str, files: List[Tuple[str, bytes]]) -> str:
    project = _project()
    name, version = _names(project)
    dist_info = f"{name}-{version}.dist-info"
    files = files + [
        (f"{dist_info}/METADATA", _metadata(project).encode("utf-8")),
        (
            f"{dist_info}/WHEEL",
            b"Wheel-Version: 1.0\nGenerator: trophy-rewards _build/backend.py\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
        ),
    ]
    record = "".join(f"{path},{_digest(data)},{len(data)}\n" for path, data in files)
    record += f"{dist_info}/RECORD,,\n"
    files.append((f"{dist_info}/RECORD", record.encode("utf-8")))
    filename = f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(os.path.join(directory, filename), "w", zipfile.ZIP_DEFLATED) as wheel:
        for path, data in files:
            info = zipfile.ZipInfo(path, ZIP_TIME)
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(info, data)
    return filename


def get_requires_for_build_wheel(config_settings: Optional[Dict[str, Any]] = None) -> List[str]:
    return []


def get_requires_for_build_sdist(config_settings: Optional[Dict[str, Any]] = None) -> List[str]:
    return []


def get_requires_for_build_editable(config_settings: Optional[Dict[str, Any]] = None) -> List[str]:
    return []


def build_wheel(
    wheel_directory: str,
    config_settings: Optional[Dict[str, Any]] = None,
    metadata_directory: Optional[str] = None,
) -> str:
    src = ROOT / "src"
    return _write_wheel(wheel_directory, [(p.relative_to(src).as_posix(), p.read_bytes()) for p in _sources()])


def build_editable(
    wheel_directory: str,
    config_settings: Optional[Dict[str, Any]] = None,
    metadata_directory: Optional[str] = None,
) -> str:
    pth = (str(ROOT / "src") + "\n").encode("utf-8")
    return _write_wheel(wheel_directory, [(f"_{PACKAGE}_editable.pth", pth)])


def build_sdist(sdist_directory: str, config_settings: Optional[Dict[str, Any]] = None) -> str:
    project = _project()
    name, version = _names(project)
    base = f"{name}-{version}"
    files = [ROOT / "pyproject.toml", ROOT / project["readme"], ROOT / "_build" / "backend.py", *_sources()]
    filename = f"{base}.tar.gz"
    with tarfile.open(os.path.join(sdist_directory, filename), "w:gz", format=tarfile.PAX_FORMAT) as sdist:

        def add(path: str, data: bytes) -> None:
            info = tarfile.TarInfo(f"{base}/{path}")
            info.size, info.mtime, info.mode = len(data), SDIST_TIME, 0o644
            sdist.addfile(info, io.BytesIO(data))

        add("PKG-INFO", _metadata(project).encode("utf-8"))
        for path in files:
            add(path.relative_to(ROOT).as_posix(), path.read_bytes())
    return filename
