"""`make native` (mk/native.mk) without a Rust toolchain stops at once with an error that names what to
install, instead of a pip/maturin traceback."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

pytestmark = pytest.mark.unit

ROOT = Path(__file__).resolve().parents[4]


def _build_with_path(path: Path) -> subprocess.CompletedProcess[str]:
    """`make native-force` with only ``path`` on PATH; `-o .venv/.installed` keeps make from touching
    the venv. It must stop before building: its output must not say it went on."""
    make = shutil.which("make")
    assert make, "GNU make is required to build zero-layer"
    proc = subprocess.run(
        [make, "--no-print-directory", "-o", ".venv/.installed", "native-force"],
        cwd=ROOT, env={"PATH": str(path), "HOME": str(path)}, capture_output=True, text=True,
        timeout=60, check=False,
    )  # fmt: skip
    assert proc.returncode != 0
    assert "building the native checker" not in proc.stdout, "it went on to build"
    return proc


def test_missing_cargo_is_a_clear_error(tmp_path: Path) -> None:
    proc = _build_with_path(tmp_path)  # an empty folder: no cargo
    assert "cargo not found on PATH" in proc.stderr, proc.stderr
    assert "Rust toolchain" in proc.stderr and "https://rustup.rs" in proc.stderr


def test_missing_c_compiler_is_a_clear_error(tmp_path: Path) -> None:
    cargo = shutil.which("cargo")
    assert cargo, "cargo is required to build zero-layer"
    (tmp_path / "cargo").symlink_to(cargo)  # cargo alone: no cc for mimalloc's C code
    proc = _build_with_path(tmp_path)
    assert "no C compiler (cc) on PATH" in proc.stderr, proc.stderr
