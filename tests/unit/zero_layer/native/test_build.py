"""`make native` (mk/native.mk) without a Rust toolchain stops at once with an error that names what to
install, instead of a pip/maturin traceback."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

pytestmark = pytest.mark.unit

ROOT = Path(__file__).resolve().parents[4]


def test_missing_cargo_is_a_clear_error(tmp_path: Path) -> None:
    make = shutil.which("make")
    assert make, "GNU make is required to build zero-layer"
    # PATH holds only an empty folder: no cargo. `-o .venv/.installed` keeps make from touching the venv.
    proc = subprocess.run(
        [make, "--no-print-directory", "-o", ".venv/.installed", "native-force"],
        cwd=ROOT, env={"PATH": str(tmp_path), "HOME": str(tmp_path)}, capture_output=True, text=True,
        timeout=60, check=False,
    )  # fmt: skip
    assert proc.returncode != 0
    assert "cargo not found on PATH" in proc.stderr, proc.stderr
    assert "Rust toolchain" in proc.stderr and "https://rustup.rs" in proc.stderr
    assert "building the native checker" not in proc.stdout, "it went on to build"


def test_missing_c_compiler_is_a_clear_error(tmp_path: Path) -> None:
    make, cargo = shutil.which("make"), shutil.which("cargo")
    assert make and cargo, "GNU make and cargo are required to build zero-layer"
    # PATH holds cargo alone (a link in an otherwise empty folder): no cc for mimalloc's C code
    (tmp_path / "cargo").symlink_to(cargo)
    proc = subprocess.run(
        [make, "--no-print-directory", "-o", ".venv/.installed", "native-force"],
        cwd=ROOT, env={"PATH": str(tmp_path), "HOME": str(tmp_path)}, capture_output=True, text=True,
        timeout=60, check=False,
    )  # fmt: skip
    assert proc.returncode != 0
    assert "no C compiler (cc) on PATH" in proc.stderr, proc.stderr
    assert "building the native checker" not in proc.stdout, "it went on to build"
