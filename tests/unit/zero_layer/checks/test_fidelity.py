"""Answer fidelity: contradiction sets CONFLICT_DETECTED; an unsupported fact only lowers confidence."""

from __future__ import annotations

import pytest

from zero_layer.checks import Checker, CheckRequest

pytestmark = pytest.mark.unit

SOURCES = ["The Premier Checking account has a monthly maintenance fee of $12.",
           "The fee is waived with a minimum daily balance of $1,500."]  # fmt: skip


@pytest.fixture(scope="module")
def checker() -> Checker:
    return Checker()


def test_supported_answer_is_clean(checker: Checker) -> None:
    result = checker.check(CheckRequest.build(SOURCES, "The monthly maintenance fee is $12."))
    assert result.status == "OK"
    assert result.unsupported == ()


def test_contradicting_answer_is_a_conflict(checker: Checker) -> None:
    result = checker.check(CheckRequest.build(SOURCES, "The monthly maintenance fee is $5."))
    assert result.status == "CONFLICT_DETECTED"
    assert result.conflicts[0].kind == "answer_contradiction"
    assert result.conflicts[0].to_dict()["chunks"] == ["answer", "0"]


def test_unsupported_answer_fact_lowers_confidence_only(checker: Checker) -> None:
    result = checker.check(CheckRequest.build(SOURCES, "Opening the account takes 3 business days."))
    assert result.status == "OK"
    assert [u.fact.text for u in result.unsupported] == ["3 business days"]
    assert result.zero_state.confidence_score < 0.9
    assert result.zero_state.policy == "confirm"


def test_chinese_answer_gets_a_chinese_fallback(checker: Checker) -> None:
    result = checker.check(CheckRequest.build(["付款期限为验收后30日。"], "验收后60日内付款即可。"))
    assert result.status == "CONFLICT_DETECTED"
    assert "请" in result.zero_state.fallback_suggestion
