"""Policy tiers, thresholds and confidence scoring."""

from __future__ import annotations

import pytest

from zero_layer.state import Policy, confidence_score, detect_language, fallback_suggestion

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("confidence", "tier"),
    [(1.0, "answer"), (0.9, "answer"), (0.89, "confirm"), (0.7, "confirm"), (0.69, "handoff")],
)
def test_default_tiers(confidence: float, tier: str) -> None:
    assert Policy().tier(confidence) == tier


def test_thresholds_are_configurable_and_validated() -> None:
    assert Policy(answer_threshold=0.95, confirm_threshold=0.5).tier(0.6) == "confirm"
    with pytest.raises(ValueError, match="confirm_threshold"):
        Policy(answer_threshold=0.5, confirm_threshold=0.8)
    with pytest.raises(ValueError, match=r"answer_threshold: expected a number in \[0, 1\]"):
        Policy(answer_threshold=1.5)


def test_confidence_decreases_with_conflicts_and_unsupported_facts() -> None:
    assert confidence_score([], 0) == 1.0
    assert confidence_score([], 1) < 0.9
    assert confidence_score([0.9], 0) == pytest.approx(0.1)
    assert confidence_score([0.6, 0.9], 2) < confidence_score([0.9], 0)


def test_fallback_matches_language() -> None:
    assert detect_language(["付款期限为验收后30日"]) == "zh"
    assert detect_language(["Payment within 30 days"]) == "en"
    assert "answer as is" in fallback_suggestion("answer", "en", [], [])
    assert "可直接答复" in fallback_suggestion("answer", "zh", [], [])
