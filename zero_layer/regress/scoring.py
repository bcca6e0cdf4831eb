"""Detection metrics of one bundle on a labelled corpus, overall and per slice.

"Positive" means the case is labelled ``conflict`` and "predicted" means the check returned
``CONFLICT_DETECTED``. Detection rate is recall (tp / positives); false-positive rate is
fp / negatives. A metric whose denominator is zero is ``None`` (JSON ``null``), never 0: an empty
slice has not been measured, and reporting 0 would read as a regression.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["Confusion", "Outcome", "Scorecard", "confusion", "score"]


@dataclass(frozen=True)
class Outcome:
    """One case's label and one bundle's prediction; ``slices`` are keys like ``lang=zh``."""

    case_id: str
    expected: bool
    predicted: bool
    slices: tuple[str, ...] = ()


def _ratio(num: int, den: int) -> float | None:
    return num / den if den else None


@dataclass(frozen=True)
class Confusion:
    """A confusion matrix and the rates the gate reads from it."""

    tp: int = 0
    fp: int = 0
    tn: int = 0
    fn: int = 0

    @property
    def positives(self) -> int:
        return self.tp + self.fn

    @property
    def negatives(self) -> int:
        return self.fp + self.tn

    @property
    def total(self) -> int:
        return self.positives + self.negatives

    @property
    def recall(self) -> float | None:
        """Detection rate: share of labelled conflicts the bundle flags."""
        return _ratio(self.tp, self.positives)

    @property
    def fpr(self) -> float | None:
        """False-positive rate: share of clean cases the bundle flags."""
        return _ratio(self.fp, self.negatives)

    @property
    def precision(self) -> float | None:
        return _ratio(self.tp, self.tp + self.fp)

    @property
    def f1(self) -> float | None:
        return _ratio(2 * self.tp, 2 * self.tp + self.fp + self.fn)

    @property
    def accuracy(self) -> float | None:
        return _ratio(self.tp + self.tn, self.total)

    def to_dict(self) -> dict[str, Any]:
        return {
            "cases": self.total,
            "conflicts": self.positives,
            "clean": self.negatives,
            "tp": self.tp,
            "fp": self.fp,
            "tn": self.tn,
            "fn": self.fn,
            "recall": self.recall,
            "fpr": self.fpr,
            "precision": self.precision,
            "f1": self.f1,
            "accuracy": self.accuracy,
        }


def confusion(pairs: Iterable[tuple[bool, bool]]) -> Confusion:
    """Count ``(expected, predicted)`` pairs."""
    counts = [0, 0, 0, 0]  # tp, fp, tn, fn
    for expected, predicted in pairs:
        counts[(0 if predicted else 3) if expected else (1 if predicted else 2)] += 1
    return Confusion(*counts)


@dataclass(frozen=True)
class Scorecard:
    """Metrics overall and per slice (keys sorted, e.g. ``domain=finance``)."""

    overall: Confusion
    slices: Mapping[str, Confusion]

    def slice(self, key: str) -> Confusion:
        """The slice's matrix, empty when no case falls in it."""
        return self.slices.get(key, Confusion())

    def to_dict(self) -> dict[str, Any]:
        return {
            "overall": self.overall.to_dict(),
            "slices": {key: matrix.to_dict() for key, matrix in self.slices.items()},
        }


def score(outcomes: Iterable[Outcome]) -> Scorecard:
    """Score outcomes in one pass (no copy of the outcomes is kept)."""
    overall = [0, 0, 0, 0]
    per_slice: dict[str, list[int]] = {}
    for outcome in outcomes:
        e, p = outcome.expected, outcome.predicted
        cell = (0 if p else 3) if e else (1 if p else 2)
        overall[cell] += 1
        for key in outcome.slices:
            per_slice.setdefault(key, [0, 0, 0, 0])[cell] += 1
    return Scorecard(
        overall=Confusion(*overall),
        slices={key: Confusion(*per_slice[key]) for key in sorted(per_slice)},
    )
