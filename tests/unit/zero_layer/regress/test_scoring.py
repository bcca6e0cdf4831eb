"""Scoring math on hand-made predictions: exact counts and rates, per slice, undefined as None."""

from __future__ import annotations

import pytest

from zero_layer.regress.scoring import Confusion, Outcome, confusion, score

pytestmark = pytest.mark.unit


def _outcomes() -> list[Outcome]:
    # (expected, predicted, slices)
    rows = [
        (True, True, ("domain=finance", "lang=en")),
        (True, True, ("domain=finance", "lang=zh")),
        (True, True, ("domain=medical", "lang=zh")),
        (True, False, ("domain=medical", "lang=en")),
        (True, False, ("domain=medical", "lang=zh")),
        (False, True, ("domain=finance", "lang=en")),
        (False, False, ("domain=finance", "lang=en")),
        (False, False, ("domain=finance", "lang=zh")),
        (False, False, ("domain=medical", "lang=zh")),
        (False, False, ("domain=medical", "lang=en")),
        (False, False, ("domain=medical", "lang=en")),
    ]
    return [Outcome(f"c{i}", e, p, s) for i, (e, p, s) in enumerate(rows)]


def test_overall_rates_are_exact() -> None:
    card = score(_outcomes())
    m = card.overall
    assert (m.tp, m.fp, m.tn, m.fn) == (3, 1, 5, 2)
    assert m.recall == pytest.approx(3 / 5)
    assert m.fpr == pytest.approx(1 / 6)
    assert m.precision == pytest.approx(3 / 4)
    assert m.f1 == pytest.approx(2 * 3 / (2 * 3 + 1 + 2))
    assert m.accuracy == pytest.approx(8 / 11)


def test_slices_are_counted_per_key_and_sorted() -> None:
    card = score(_outcomes())
    assert list(card.slices) == ["domain=finance", "domain=medical", "lang=en", "lang=zh"]
    fin, med = card.slices["domain=finance"], card.slices["domain=medical"]
    assert (fin.tp, fin.fp, fin.tn, fin.fn) == (2, 1, 2, 0)
    assert (med.tp, med.fp, med.tn, med.fn) == (1, 0, 3, 2)
    assert med.recall == pytest.approx(1 / 3)
    assert fin.fpr == pytest.approx(1 / 3)
    zh = card.slices["lang=zh"]
    assert (zh.tp, zh.fp, zh.tn, zh.fn) == (2, 0, 2, 1)


def test_undefined_rates_are_none_not_zero() -> None:
    only_clean = confusion([(False, False), (False, True)])
    assert only_clean.recall is None
    assert only_clean.fpr == pytest.approx(0.5)
    assert only_clean.precision == 0.0
    assert Confusion().f1 is None
    assert score([]).slice("domain=missing").total == 0
    assert only_clean.to_dict()["recall"] is None


def test_confusion_from_pairs_matches_score() -> None:
    pairs = [(o.expected, o.predicted) for o in _outcomes()]
    assert confusion(pairs) == score(_outcomes()).overall
