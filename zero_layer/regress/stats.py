"""Small exact statistics the gate needs: McNemar, binomial tails, a paired bootstrap.

Hand-written (no SciPy) because the operator image runs the gate and should stay small; every
function is exact or seeded, so the same predictions always give the same report.
"""

from __future__ import annotations

import math
import zlib

import numpy as np

__all__ = ["binom_cdf", "binom_sf", "bootstrap_delta_ci", "mcnemar_exact"]


def mcnemar_exact(b: int, c: int) -> float:
    """Two-sided exact McNemar p-value for ``b`` and ``c`` discordant pairs.

    Under H0 each discordant pair goes either way with probability 1/2, so the p-value is twice
    the smaller binomial tail (capped at 1). Integer arithmetic keeps it exact for any size.
    """
    if b < 0 or c < 0:
        raise ValueError(f"discordant counts must be >= 0, got b={b}, c={c}")
    n = b + c
    if n == 0:
        return 1.0
    k = min(b, c)
    term = tail = 1  # C(n, 0); each next binomial coefficient from the previous, exactly
    for i in range(k):
        term = term * (n - i) // (i + 1)
        tail += term
    return min(1.0, 2 * tail / 2**n)


def _log_pmf(i: int, n: int, p: float) -> float:
    log_comb = math.lgamma(n + 1) - math.lgamma(i + 1) - math.lgamma(n - i + 1)
    return log_comb + i * math.log(p) + (n - i) * math.log1p(-p)


def binom_cdf(k: int, n: int, p: float) -> float:
    """P(X <= k) for X ~ Binomial(n, p), summed in log space (no overflow for large n)."""
    if k < 0:
        return 0.0
    if k >= n or p <= 0.0:
        return 1.0
    if p >= 1.0:
        return 0.0
    return min(1.0, math.fsum(math.exp(_log_pmf(i, n, p)) for i in range(k + 1)))


def binom_sf(k: int, n: int, p: float) -> float:
    """P(X >= k) for X ~ Binomial(n, p)."""
    return 1.0 - binom_cdf(k - 1, n, p) if k > 0 else 1.0


def bootstrap_delta_ci(
    n: int, new_only: int, old_only: int, *, samples: int, confidence: float, seed: int, label: str
) -> tuple[float, float]:
    """Percentile CI of a paired rate delta ``(new_only - old_only) / n`` by bootstrap.

    Resampling ``n`` paired items with replacement only matters through how many discordant
    items of each direction are drawn, so one multinomial draw per replicate is the exact
    equivalent of resampling item indices, at O(samples) cost. ``label`` (e.g. the slice and
    metric) is mixed into the seed, so each interval is reproducible on its own.
    """
    if n <= 0:
        raise ValueError("bootstrap needs at least one paired item")
    if new_only + old_only == 0:
        return (0.0, 0.0)
    rng = np.random.default_rng([seed, zlib.crc32(label.encode("utf-8"))])
    rest = n - new_only - old_only
    draws = rng.multinomial(n, [new_only / n, old_only / n, rest / n], size=samples)
    deltas = (draws[:, 0] - draws[:, 1]) / n
    tail = (1.0 - confidence) / 2.0
    low, high = np.quantile(deltas, [tail, 1.0 - tail])
    return (float(low), float(high))
