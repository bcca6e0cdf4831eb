"""A sign written on a rate is its direction ("(+7.3%)", "同比-5%", "+25 bp"), on both engines; a "+"
or "-" that joins two things ("T+1", "36+5 weeks", "5-12%", "LPR-20bp") or a signed number that is
no rate ("+86 21 …") reads as before."""

from __future__ import annotations

from typing import Any

import pytest

from zero_layer.checks import Checker, CheckRequest
from zero_layer.extract import extract_facts
from zero_layer.extract.native import native_facts

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Revenue HK$9,482 million (+7.3%).", [("HK$9,482 million", 0), ("7.3%", 1)]),
        ("Q3 revenue 同比 +12%。", [("12%", 1)]),
        ("revenue同比+15%。", [("15%", 1)]),
        ("+12% growth in the quarter", [("12%", 1)]),
        ("Revenue: -12%", [("12%", -1)]),
        ("Revenue: −12%", [("12%", -1)]),
        ("The spread moved +0.5 percentage points.", [("0.5 percentage points", 1)]),
        ("Margin +150 bps over the year", [("150 bps", 1)]),
        # no sign: the mark joins two things, or the number is no rate
        ("LPR-20bp", [("20bp", 0)]),
        ("range 5-12% of sales", [("5-12%", 0)]),
        ("born at 36+5 weeks", [("36+5 weeks", 0)]),
        ("call +86 21 5555 1234", []),
    ],
)
def test_a_sign_on_a_rate_is_its_direction(
    native_engine: Any, text: str, read: list[tuple[str, int]]
) -> None:
    reference = extract_facts(text, "c")
    native = native_facts(text, "c")
    assert native == reference
    assert [(f.text, f.direction) for f in reference] == read
    assert all(f.value * f.direction >= 0 for f in reference if f.kind == "percent")


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_signed_changes_are_compared_with_their_sign(backend: str) -> None:
    checker = Checker(backend=backend)

    def conflict(*chunks: str) -> bool:
        return checker.check(CheckRequest.build(list(chunks))).has_conflict

    assert conflict("Q3 2025 revenue: $124.0 million (+8% y/y).", "Q3 2025 revenue rose 9% year on year.")
    assert conflict("Q3 2025 revenue: $124.0 million (-8% y/y).", "Q3 2025 revenue grew 8% year on year.")
    assert not conflict("Q3 2025 revenue: $124.0 million (+8% y/y).", "Q3 2025 revenue grew 8% year on year.")
