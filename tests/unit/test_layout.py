"""The repository layout rules that keep `operator/` from shadowing the standard library."""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.unit


def test_operator_folder_is_not_a_package() -> None:
    assert not (ROOT / "operator" / "__init__.py").exists()
    assert not list((ROOT / "operator").glob("*.py")), "no .py files directly under operator/"
    tracked = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert not [f for f in tracked if Path(f).name == "operator.py"], "operator.py shadows the stdlib"


def test_stdlib_operator_still_wins() -> None:
    out = subprocess.run(
        [sys.executable, "-c", "import operator, sys; print(operator.__file__)"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert str(ROOT) not in out, out


def test_both_packages_import() -> None:
    assert importlib.import_module("zero_layer").__version__
    assert importlib.import_module("zero_layer_operator") is not None


def test_console_script_help() -> None:
    exe = Path(sys.executable).parent / "zero-layer"
    out = subprocess.run([str(exe), "--help"], capture_output=True, text=True, check=True).stdout
    assert "check" in out and "regress" in out
