"""The typed stub ``native/zero_layer_native.pyi`` matches the compiled module (mypy's stubtest
compares every name and signature with the runtime) and is the one the installed package ships."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.unit

STUB = Path(__file__).resolve().parents[4] / "native" / "zero_layer_native.pyi"


def test_installed_package_ships_the_stub_and_py_typed(native_engine: Any) -> None:
    assert type(native_engine).__module__ == "zero_layer_native"
    import zero_layer_native

    package = Path(zero_layer_native.__file__).parent
    assert (package / "py.typed").exists(), f"{package}: no py.typed marker"
    shipped = package / "__init__.pyi"
    assert shipped.exists(), f"{package}: the stub is not installed"
    assert shipped.read_text(encoding="utf-8") == STUB.read_text(encoding="utf-8"), (
        f"{shipped} is stale: reinstall with `make native`"
    )


def test_stub_matches_the_compiled_module(native_engine: Any, tmp_path: Path) -> None:
    config = tmp_path / "mypy.ini"
    settings = f"[mypy]\ndisallow_untyped_defs = True\ncache_dir = {tmp_path / 'cache'}\n"
    config.write_text(settings, encoding="utf-8")
    allow = tmp_path / "allow.txt"
    allow.write_text("zero_layer_native.zero_layer_native\n", encoding="utf-8")  # maturin's inner module
    proc = subprocess.run(
        [sys.executable, "-m", "mypy.stubtest", "zero_layer_native", "--mypy-config-file", str(config),
         "--allowlist", str(allow)],
        capture_output=True, text=True, check=False, timeout=120,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stdout + proc.stderr
