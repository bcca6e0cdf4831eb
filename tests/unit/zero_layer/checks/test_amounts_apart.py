"""Two sources' sums of money or counts more than ``SOLE_MAX_RATIO`` times apart (and not by a power of
ten) are different amounts, not one amount stated twice, unless both are worded alike
(``conflicts._amounts_apart``); answers are held to the sources whatever the gap."""

from __future__ import annotations

import pytest

from zero_layer.checks import Checker, CheckRequest

pytestmark = pytest.mark.unit


def _status(checker: Checker, *chunks: str) -> str:
    return checker.check(CheckRequest.from_dict({"chunks": list(chunks)})).status


@pytest.mark.parametrize(
    "chunks",
    [
        # a price per block of lessons and one per lesson (9 times apart)
        (
            "Driving school price list: course fee GBP 380 per block of ten lessons, paid in advance.",
            "Pay-as-you-go: the course fee is GBP 42 per lesson, payable on the day.",
        ),
        # a dividend per share and the whole payout
        ("每股派发现金红利0.35元。", "本次分红总额1.75亿元。"),
    ],
    ids=["per-block-per-lesson", "zh-per-share-total"],
)
def test_amounts_far_apart_are_different_amounts(checker: Checker, chunks: tuple[str, str]) -> None:
    assert _status(checker, *chunks) == "OK"


@pytest.mark.parametrize(
    "chunks",
    [
        # a slipped digit: exactly a power of ten apart
        ("Security deposit: $5,000.", "Security deposit: $50,000."),
        # no more than SOLE_MAX_RATIO (5) times apart: 5 times is still one amount
        ("Reward value: $5 per 100 points.", "Reward value: $1 per 100 points."),
        ("Milestone 2 payment: USD 320,000.", "Milestone 2 payment: USD 280,000."),
        # worded alike on both sides: the gap is the discrepancy
        ("Deductible: $500.", "Deductible: $3,000."),
        # mostly the same words (ALIKE_MATCH): the card's benefits page against its fee schedule
        (
            "Platinum card benefits: annual fee $100 for the primary card.",
            "Platinum card fee schedule: annual fee $600 for the primary card.",
        ),
        # rates are not amounts: 1.5% against 18% is still a clash
        ("Interest rate: 1.5% per month.", "Interest rate: 18% per month."),
    ],
    ids=["power-of-ten", "five-times", "near", "worded-alike", "mostly-alike", "rates"],
)
def test_amounts_that_still_disagree(checker: Checker, chunks: tuple[str, str]) -> None:
    assert _status(checker, *chunks) == "CONFLICT_DETECTED"


def test_an_answer_is_held_to_the_source_however_far_apart(checker: Checker) -> None:
    """An answer that puts another number in a fact's place took the wrong one: the gap does not
    excuse it."""
    source, answer = "The monthly maintenance fee is $25.", "The monthly maintenance fee is $1,500."
    result = checker.check(CheckRequest.from_dict({"chunks": [source], "answer": answer}))
    assert [(c.kind, c.left.text, c.right.text) for c in result.conflicts] == [
        ("answer_contradiction", "$1,500", "$25")
    ]
