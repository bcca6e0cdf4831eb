"""The native checks' memo of results: a repeated request gives the same result whether it comes from
the few results kept built or from the raw memo behind them, and the raw memo holds nothing the
garbage collector tracks (a memo of built Fact and Conflict objects made every full collection walk
~90K objects: the pauses that set the check's p99)."""

from __future__ import annotations

import gc
from typing import Any

import pytest

from zero_layer.checks import Checker, CheckRequest

pytestmark = pytest.mark.unit


def _request(i: int) -> CheckRequest:
    return CheckRequest.build(
        [f"The late fee is {i}% a month; grace period {i + 10} days.", f"The late fee is {i + 1}% a month."],
        f"The late fee is {i}% and the grace period {i + 10} days.",
    )


def test_repeats_come_back_the_same_and_the_memo_is_untracked(checkers: tuple[Checker, Checker]) -> None:
    native, reference = checkers
    first = [native.check(_request(i)).to_dict() for i in range(12)]
    assert first == [reference.check(_request(i)).to_dict() for i in range(12)]
    assert native.check(_request(0)).to_dict() == first[0]  # no longer kept built: from the raw memo
    assert native.check(_request(11)).to_dict() == first[11]  # one of the last few: kept built
    assert first[0]["status"] == "CONFLICT_DETECTED"
    memo: Any = native._native._memo  # type: ignore[union-attr]
    assert len(memo) >= 12
    assert not any(gc.is_tracked(entry) for entry in memo.values())
