"""Backend selection: "native" insists on the compiled module and says how to build it, "auto"
falls back to the reference when it is missing, and an unknown name is rejected."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from typing import Any

import pytest

from zero_layer.checks import Checker, CheckRequest
from zero_layer.checks.checker import BACKENDS
from zero_layer.extract.native import NativeUnavailable, engine

pytestmark = pytest.mark.unit

REQUEST = {
    "chunks": ["The late fee is 5% per month.", "The late fee is 8% per month."],
    "answer": "It is 5%.",
}


@pytest.fixture
def without_native(native_engine: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """``import zero_layer_native`` fails (a None entry in sys.modules), with the engine cache cleared;
    both are restored afterwards, so later tests get the real engine back."""
    engine.cache_clear()
    monkeypatch.setitem(sys.modules, "zero_layer_native", None)
    try:
        yield
    finally:
        monkeypatch.undo()
        engine.cache_clear()


def test_auto_uses_the_native_engine_when_installed(native_engine: Any) -> None:
    assert Checker().backend == "native"
    assert Checker(backend="auto").backend == "native"
    assert Checker(backend="reference").backend == "reference"


def test_native_backend_without_the_module_names_the_build_step(without_native: None) -> None:
    with pytest.raises(NativeUnavailable, match=r"make venv.*Rust toolchain") as info:
        Checker(backend="native")
    assert isinstance(info.value, ImportError)
    assert isinstance(info.value.__cause__, ImportError)


def test_auto_falls_back_to_the_reference_without_the_module(without_native: None) -> None:
    checker = Checker(backend="auto")
    assert checker.backend == "reference"
    result = checker.check(CheckRequest.from_dict(REQUEST))
    assert result.status == "CONFLICT_DETECTED"
    assert result.to_dict() == Checker(backend="reference").check(CheckRequest.from_dict(REQUEST)).to_dict()


def test_the_engine_comes_back_after_the_simulated_absence(native_engine: Any) -> None:
    engine.cache_clear()
    assert type(engine()).__name__ == "Engine"
    assert Checker(backend="native").backend == "native"


def test_unknown_backend_is_rejected_naming_the_choices() -> None:
    with pytest.raises(ValueError, match="backend: 'rust' is not one of auto, native, reference"):
        Checker(backend="rust")
    assert BACKENDS == ("auto", "native", "reference")
