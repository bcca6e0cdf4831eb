"""Aggregation: percentile ranks (ties averaged), calibration onto the prior scale, blending, filters."""

from __future__ import annotations

import pytest

from zero_layer.heatmap.aggregate import Key, LearnedWeight, ScoreTable, blend

pytestmark = pytest.mark.unit

A: Key = ("pair", "a", "x")
B: Key = ("pair", "b", "x")
C: Key = ("pair", "c", "x")
D: Key = ("pair", "d", "x")


def _table(scores: dict[Key, list[float]]) -> ScoreTable:
    table = ScoreTable()
    for key, values in scores.items():
        for v in values:
            table.add(key, v)
    return table


def _by_key(weights: list[LearnedWeight]) -> dict[Key, LearnedWeight]:
    return {w.key: w for w in weights}


def test_percentile_ranks_average_ties_without_priors() -> None:
    # means: A 0.1 < B = C 0.2 < D 0.5 -> ranks 0, (1+2)/2/3, (1+2)/2/3, 1
    table = _table({A: [0.1] * 3, B: [0.1, 0.3, 0.2], C: [0.2] * 3, D: [0.5] * 3})
    out = _by_key(blend(table, {}, prior_strength=0.0, min_occurrences=1))
    assert [out[k].learned for k in (A, B, C, D)] == [0.0, 0.5, 0.5, 1.0]
    # with no prior to pull towards (prior_strength 0) the weight is the rank itself
    assert [out[k].weight for k in (A, B, C, D)] == [0.0, 0.5, 0.5, 1.0]
    assert out[B].occurrences == 3


def test_a_single_key_ranks_first() -> None:
    out = blend(_table({A: [0.01] * 4}), {}, prior_strength=0.0, min_occurrences=1)
    assert [(w.key, w.learned) for w in out] == [(A, 1.0)]


def test_ranks_are_placed_on_the_prior_scale() -> None:
    # priors 0.6, 0.8, 0.9, 1.0 (A..D); learned order is reversed: D lowest, A highest
    priors = {A: 0.6, B: 0.8, C: 0.9, D: 1.0}
    table = _table({A: [0.4], B: [0.3], C: [0.2], D: [0.1]})
    out = _by_key(blend(table, priors, prior_strength=0.0))
    # rank 0 -> the lowest prior weight, rank 1 -> the highest, 1/3 -> the 2nd lowest (exact quantile)
    assert out[D].learned == 0.6 and out[A].learned == 1.0 and out[C].learned == 0.8
    assert sorted(w.learned for w in out.values()) == sorted(priors.values())


def test_blend_weights_prior_by_occurrences() -> None:
    priors = {A: 0.9, B: 0.5}
    table = _table({A: [0.1] * 5, B: [0.9] * 5})  # A ranks 0 (-> 0.5), B ranks 1 (-> 0.9)
    out = _by_key(blend(table, priors, prior_strength=20.0))
    alpha = 5 / (5 + 20)
    assert out[A].weight == round((1 - alpha) * 0.9 + alpha * 0.5, 3) == 0.82
    assert out[B].weight == round((1 - alpha) * 0.5 + alpha * 0.9, 3) == 0.58
    more = _by_key(blend(_table({A: [0.1] * 80, B: [0.9] * 80}), priors, prior_strength=20.0))
    assert more[A].weight < out[A].weight, "more evidence must move the weight further from the prior"


def test_keys_never_seen_keep_their_prior() -> None:
    priors = {A: 0.97, B: 0.4, C: 0.75}
    out = _by_key(blend(_table({A: [0.2] * 10}), priors))
    assert out[B] == LearnedWeight(B, 0.4, 0.4, 0, 0.4)
    assert out[C] == LearnedWeight(C, 0.75, 0.75, 0, 0.75)
    assert out[A].occurrences == 10


def test_min_occurrences_applies_to_new_keys_only() -> None:
    priors = {A: 0.8}
    table = _table({A: [0.3], B: [0.5, 0.5], C: [0.5, 0.6, 0.7]})
    out = _by_key(blend(table, priors, min_occurrences=3, new_key_prior=0.5))
    assert set(out) == {A, C}, "B was seen twice (< 3) and has no prior"
    assert out[A].occurrences == 1, "a key with a prior is learned from any number of occurrences"
    assert out[C].prior is None
    alpha = 3 / (3 + 20)
    assert out[C].weight == round((1 - alpha) * 0.5 + alpha * out[C].learned, 3)


def test_output_is_sorted_and_merge_accumulates() -> None:
    table = ScoreTable()
    table.merge({B: [0.2, 0.4]})
    table.merge({B: [0.6], A: [0.1]})
    assert table.means()[B] == (pytest.approx(0.4), 3)
    keys = [w.key for w in blend(table, {A: 0.5, B: 0.5})]
    assert keys == sorted(keys)
