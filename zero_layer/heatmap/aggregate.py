"""Turn per-occurrence coupling scores into heatmap weights blended with the base bundle's prior.

Raw couplings live on the model's own scale, which means nothing to a bundle author; what matters is how
a pair ranks against the other pairs seen in the same documents. So each key's mean coupling is mapped to
its percentile rank in this run (deterministic, ties averaged), and that rank is placed on the base
bundle's own weight scale (the empirical quantile of the prior weights): a learned bundle keeps the
base's calibration against ``sensitivity`` (about as many entries stay hot) and only re-orders them.
The learned value is then blended with the prior weight with a confidence that grows with the number
of occurrences: ``w = (1 - a) * prior + a * learned``, ``a = n / (n + prior_strength)``. Keys never seen
keep their prior; keys absent from the base start from ``new_key_prior`` and need ``min_occurrences``.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

__all__ = ["Key", "LearnedWeight", "ScoreTable", "blend"]

#: ("pair", left_category, right_category) or ("term", term, category)
Key = tuple[str, str, str]


@dataclass(frozen=True)
class LearnedWeight:
    """One heatmap entry after learning: its prior (None when new), calibrated rank, evidence, weight."""

    key: Key
    prior: float | None
    learned: float
    occurrences: int
    weight: float


class ScoreTable:
    """Accumulates coupling scores per key; mergeable, so per-document results can be cached."""

    def __init__(self) -> None:
        self.scores: dict[Key, list[float]] = defaultdict(list)

    def add(self, key: Key, score: float) -> None:
        self.scores[key].append(score)

    def merge(self, items: Mapping[Key, Iterable[float]]) -> None:
        for key, values in items.items():
            self.scores[key].extend(values)

    def means(self) -> dict[Key, tuple[float, int]]:
        return {k: (sum(v) / len(v), len(v)) for k, v in self.scores.items() if v}


def blend(
    table: ScoreTable,
    priors: Mapping[Key, float],
    *,
    prior_strength: float = 20.0,
    new_key_prior: float = 0.5,
    min_occurrences: int = 3,
) -> list[LearnedWeight]:
    """Weights for every prior key plus new keys seen at least ``min_occurrences`` times, sorted.

    ``LearnedWeight.learned`` is the calibrated rank (on the prior scale when there are priors).
    """
    means = {k: v for k, v in table.means().items() if k in priors or v[1] >= min_occurrences}
    scale = sorted(priors.values())
    ranks = {
        k: _quantile(scale, r) if scale else r
        for k, r in _percentile_ranks({k: m for k, (m, _) in means.items()}).items()
    }
    out: list[LearnedWeight] = []
    for key in sorted(set(priors) | set(means)):
        prior = priors.get(key)
        if key not in means:
            assert prior is not None
            out.append(LearnedWeight(key, prior, prior, 0, prior))
            continue
        n = means[key][1]
        alpha = n / (n + prior_strength)
        base = new_key_prior if prior is None else prior
        weight = round(min(1.0, max(0.0, (1 - alpha) * base + alpha * ranks[key])), 3)
        out.append(LearnedWeight(key, prior, round(ranks[key], 3), n, weight))
    return out


def _quantile(ordered: list[float], q: float) -> float:
    """Linear-interpolated quantile ``q`` in [0, 1] of an ascending, non-empty list."""
    pos = q * (len(ordered) - 1)
    lo = int(pos)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def _percentile_ranks(values: Mapping[Key, float]) -> dict[Key, float]:
    if not values:
        return {}
    if len(values) == 1:
        return dict.fromkeys(values, 1.0)
    ordered = sorted(values.items(), key=lambda kv: (kv[1], kv[0]))
    ranks: dict[Key, float] = {}
    i = 0
    while i < len(ordered):
        j = i
        while j + 1 < len(ordered) and ordered[j + 1][1] == ordered[i][1]:
            j += 1
        rank = ((i + j) / 2) / (len(ordered) - 1)
        for k in range(i, j + 1):
            ranks[ordered[k][0]] = rank
        i = j + 1
    return ranks
