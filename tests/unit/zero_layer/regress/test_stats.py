"""Exact McNemar p-values against known values, binomial tails, and a seeded paired bootstrap."""

from __future__ import annotations

import math

import pytest

from zero_layer.regress.paired import compare_outcomes
from zero_layer.regress.scoring import Outcome
from zero_layer.regress.stats import binom_cdf, binom_sf, bootstrap_delta_ci, mcnemar_exact

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("b", "c", "expected"),
    [
        (0, 0, 1.0),
        (0, 5, 2 / 32),  # 0.0625
        (2, 12 - 2, 2 * 79 / 4096),  # R: binom.test(2, 12)$p.value == 0.03857422
        (1, 9, 22 / 1024),  # 0.02148438
        (5, 5, 1.0),
        (3, 4, 1.0),
    ],
)
def test_mcnemar_exact_known_values(b: int, c: int, expected: float) -> None:
    assert mcnemar_exact(b, c) == pytest.approx(expected, rel=1e-12)
    assert mcnemar_exact(c, b) == mcnemar_exact(b, c)


def test_mcnemar_exact_r_reference_value() -> None:
    # R: binom.test(2, 12)$p.value
    assert mcnemar_exact(2, 10) == pytest.approx(0.03857422, abs=5e-9)


def test_mcnemar_exact_large_counts_stay_finite() -> None:
    p = mcnemar_exact(4000, 4300)
    assert 0.0 < p < 0.01


def test_mcnemar_rejects_negative_counts() -> None:
    with pytest.raises(ValueError, match="discordant"):
        mcnemar_exact(-1, 3)


def test_binomial_tails() -> None:
    assert binom_cdf(2, 12, 0.5) == pytest.approx(79 / 4096, rel=1e-12)
    assert binom_sf(10, 12, 0.5) == pytest.approx(79 / 4096, rel=1e-12)
    expected = sum(math.comb(40, i) * 0.9**i * 0.1 ** (40 - i) for i in range(35))
    assert binom_cdf(34, 40, 0.9) == pytest.approx(expected, rel=1e-9)
    assert binom_cdf(5, 5, 0.3) == 1.0
    assert binom_sf(0, 5, 0.3) == 1.0


def test_bootstrap_is_seeded_and_brackets_the_point_delta() -> None:
    args = {"samples": 2000, "confidence": 0.95, "seed": 7, "label": "overall/recall"}
    low, high = bootstrap_delta_ci(100, 2, 12, **args)
    assert (low, high) == bootstrap_delta_ci(100, 2, 12, **args)
    assert low < -0.10 < high < 0.0
    assert bootstrap_delta_ci(100, 0, 0, **args) == (0.0, 0.0)
    # a different seed draws different replicates (fine-grained n so the quantiles can move)
    assert bootstrap_delta_ci(1000, 37, 61, **args) != bootstrap_delta_ci(1000, 37, 61, **{**args, "seed": 8})


def test_compare_outcomes_counts_discordant_pairs_per_class_and_slice() -> None:
    new = [
        Outcome("a", True, True, ("lang=en",)),
        Outcome("b", True, False, ("lang=en",)),
        Outcome("c", True, False, ("lang=zh",)),
        Outcome("d", False, True, ("lang=zh",)),
        Outcome("e", False, False, ("lang=zh",)),
    ]
    old_flags = [False, True, True, False, True]
    old = [Outcome(o.case_id, o.expected, f, o.slices) for o, f in zip(new, old_flags, strict=True)]
    result = compare_outcomes(new, old, samples=500, seed=1)
    assert list(result) == ["overall", "lang=en", "lang=zh"]
    recall = result["overall"].recall
    assert (recall.n, recall.new_only, recall.old_only) == (3, 1, 2)
    assert recall.old == pytest.approx(2 / 3) and recall.new == pytest.approx(1 / 3)
    assert recall.delta == pytest.approx(-1 / 3)
    assert recall.p_value == 1.0
    fpr = result["overall"].fpr
    assert (fpr.n, fpr.new_only, fpr.old_only, fpr.delta) == (2, 1, 1, 0.0)
    zh = result["lang=zh"].recall
    assert (zh.n, zh.new_only, zh.old_only) == (1, 0, 1)


def test_compare_outcomes_rejects_unpaired_items() -> None:
    with pytest.raises(ValueError, match="not paired"):
        compare_outcomes([Outcome("a", True, True)], [Outcome("b", True, True)])
