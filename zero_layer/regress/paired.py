"""Paired comparison of a NEW bundle against an OLD one on the same corpus items.

Comparing two aggregate rates throws away the pairing: both bundles see the same items, so only
the items on which they disagree (the discordant pairs) carry evidence of a change. For each class
(labelled conflicts → detection rate, clean cases → false-positive rate) we count items flagged
only by NEW and only by OLD, test them with the exact McNemar test, and put a seeded paired
bootstrap interval on the rate delta.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from zero_layer.regress.scoring import Outcome
from zero_layer.regress.stats import bootstrap_delta_ci, mcnemar_exact

__all__ = ["OVERALL", "PairedComparison", "PairedDelta", "compare_outcomes", "paired_delta"]

OVERALL = "overall"


@dataclass(frozen=True)
class PairedDelta:
    """Change of one flag rate (recall or FPR) between OLD and NEW on the same ``n`` items."""

    metric: str
    n: int
    old: float | None
    new: float | None
    new_only: int
    old_only: int
    p_value: float
    ci_low: float | None
    ci_high: float | None

    @property
    def delta(self) -> float | None:
        """NEW minus OLD (exactly ``(new_only - old_only) / n``)."""
        return (self.new_only - self.old_only) / self.n if self.n else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "metric": self.metric,
            "n": self.n,
            "old": self.old,
            "new": self.new,
            "delta": self.delta,
            "new_only": self.new_only,
            "old_only": self.old_only,
            "mcnemar_p": self.p_value,
            "ci": None if self.ci_low is None else [self.ci_low, self.ci_high],
        }


@dataclass(frozen=True)
class PairedComparison:
    """Recall and FPR deltas for one slice (or ``overall``)."""

    key: str
    recall: PairedDelta
    fpr: PairedDelta

    def to_dict(self) -> dict[str, Any]:
        return {"recall": self.recall.to_dict(), "fpr": self.fpr.to_dict()}


def paired_delta(
    metric: str,
    n: int,
    new_flagged: int,
    old_flagged: int,
    new_only: int,
    old_only: int,
    *,
    samples: int = 2000,
    confidence: float = 0.95,
    seed: int = 0,
    label: str = "",
) -> PairedDelta:
    """Build a `PairedDelta` from counts within one class of ``n`` items."""
    ci: tuple[float, float] | tuple[None, None] = (None, None)
    if n:
        ci = bootstrap_delta_ci(
            n, new_only, old_only, samples=samples, confidence=confidence, seed=seed, label=label
        )
    return PairedDelta(
        metric=metric,
        n=n,
        old=old_flagged / n if n else None,
        new=new_flagged / n if n else None,
        new_only=new_only,
        old_only=old_only,
        p_value=mcnemar_exact(new_only, old_only),
        ci_low=ci[0],
        ci_high=ci[1],
    )


# counts per key: [n, new_flagged, old_flagged, new_only, old_only] for positives then negatives
_FIELDS = 5


def compare_outcomes(
    new: Sequence[Outcome],
    old: Sequence[Outcome],
    *,
    samples: int = 2000,
    confidence: float = 0.95,
    seed: int = 0,
) -> dict[str, PairedComparison]:
    """Paired comparisons for ``overall`` and every slice, from outcomes in the same item order."""
    if len(new) != len(old):
        raise ValueError(f"paired outcomes differ in length: {len(new)} NEW vs {len(old)} OLD")
    counts: dict[str, list[int]] = {OVERALL: [0] * (2 * _FIELDS)}
    for index, (a, b) in enumerate(zip(new, old, strict=True)):
        if a.case_id != b.case_id or a.expected != b.expected:
            raise ValueError(f"outcome {index} is not paired: {a.case_id!r} vs {b.case_id!r}")
        base = 0 if a.expected else _FIELDS
        for key in (OVERALL, *a.slices):
            row = counts.setdefault(key, [0] * (2 * _FIELDS))
            row[base] += 1
            row[base + 1] += a.predicted
            row[base + 2] += b.predicted
            row[base + 3] += a.predicted and not b.predicted
            row[base + 4] += b.predicted and not a.predicted
    options: dict[str, Any] = {"samples": samples, "confidence": confidence, "seed": seed}
    result: dict[str, PairedComparison] = {}
    for key in [OVERALL, *sorted(k for k in counts if k != OVERALL)]:
        row = counts[key]
        result[key] = PairedComparison(
            key=key,
            recall=paired_delta("recall", *row[:_FIELDS], label=f"{key}/recall", **options),
            fpr=paired_delta("fpr", *row[_FIELDS:], label=f"{key}/fpr", **options),
        )
    return result
