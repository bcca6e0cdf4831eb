"""Two statements of one quantity conflict exactly when their values differ, in any notation."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from zero_layer.checks import Checker, CheckRequest

pytestmark = pytest.mark.unit

_PAIRS = Path(__file__).parents[3] / "fixtures" / "notation_pairs" / "pairs.jsonl"
# the different pairs found when this floor was set: 86 of 100 (see the fixture's README)
_DIFFERENT_FOUND_FLOOR = 86


def _pairs() -> list[dict[str, Any]]:
    return [json.loads(line) for line in _PAIRS.read_text(encoding="utf-8").splitlines() if line.strip()]


def _flagged(checker: Checker, pair: dict[str, Any]) -> bool:
    chunks = [{"id": "a", "text": pair["a"]}, {"id": "b", "text": pair["b"]}]
    return checker.check(CheckRequest.from_dict({"chunks": chunks})).has_conflict


@pytest.mark.parametrize("backend", ["native", "reference"])
def test_equal_values_in_other_notations_never_conflict(backend: str) -> None:
    checker = Checker(backend=backend)
    equal = [p for p in _pairs() if p["expected"] == "equal"]
    assert len(equal) == 100
    flagged = [f"{p['id']}: {p['a']!r} / {p['b']!r}" for p in equal if _flagged(checker, p)]
    assert not flagged, "\n".join(flagged)


@pytest.mark.parametrize("backend", ["native", "reference"])
def test_different_values_conflict(backend: str) -> None:
    checker = Checker(backend=backend)
    different = [p for p in _pairs() if p["expected"] == "different"]
    found = sum(_flagged(checker, p) for p in different)
    assert found >= _DIFFERENT_FOUND_FLOOR, f"{found} of {len(different)} different pairs flagged"
