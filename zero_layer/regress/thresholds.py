"""Gate thresholds: what counts as a regression, and how much evidence a verdict needs."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from zero_layer.regress.corpus import SLICE_DIMENSIONS

__all__ = ["Thresholds", "parse_slice_key"]


def parse_slice_key(text: str) -> str:
    """Normalise ``"domain=medical"``; raises ValueError naming the allowed dimensions."""
    dim, sep, value = text.partition("=")
    dim, value = dim.strip(), value.strip()
    if not sep or not value or dim not in SLICE_DIMENSIONS:
        raise ValueError(
            f"slice {text!r}: expected DIMENSION=VALUE with DIMENSION in {', '.join(SLICE_DIMENSIONS)}"
        )
    return f"{dim}={value}"


def _check_fraction(name: str, value: float) -> None:
    if not 0.0 <= value <= 1.0:
        raise ValueError(f"{name}: expected a fraction in [0, 1], got {value!r}")


@dataclass(frozen=True)
class Thresholds:
    """Gate settings. Rates are fractions: ``max_recall_drop=0.01`` is one percentage point.

    With a baseline, NEW fails when its detection rate drops by more than ``max_recall_drop`` or
    its false-positive rate rises by more than ``max_fpr_rise`` *and* the exact McNemar test on
    the discordant pairs is significant at ``alpha``; a change past the tolerance that is not
    significant is ``inconclusive`` (the corpus cannot tell), never ``pass``. A slice listed in
    ``critical_slices`` fails on any net regression. Without a baseline, NEW is held to the
    absolute floors ``min_recall`` / ``max_fpr`` with one-sided exact binomial tests. Fewer than
    ``min_class_cases`` conflict or clean cases makes every verdict ``inconclusive``.
    """

    max_recall_drop: float = 0.01
    max_fpr_rise: float = 0.01
    critical_slices: tuple[str, ...] = ()
    alpha: float = 0.05
    min_class_cases: int = 20
    min_recall: float = 0.90
    max_fpr: float = 0.10
    bootstrap_samples: int = 2000
    confidence: float = 0.95
    seed: int = 20260101

    def __post_init__(self) -> None:
        for name in ("max_recall_drop", "max_fpr_rise", "min_recall", "max_fpr"):
            _check_fraction(name, getattr(self, name))
        if not 0.0 < self.alpha < 1.0:
            raise ValueError(f"alpha: expected a value in (0, 1), got {self.alpha!r}")
        if not 0.0 < self.confidence < 1.0:
            raise ValueError(f"confidence: expected a value in (0, 1), got {self.confidence!r}")
        if self.min_class_cases < 1:
            raise ValueError(f"min_class_cases: expected >= 1, got {self.min_class_cases!r}")
        if self.bootstrap_samples < 100:
            raise ValueError(f"bootstrap_samples: expected >= 100, got {self.bootstrap_samples!r}")
        object.__setattr__(self, "critical_slices", tuple(parse_slice_key(s) for s in self.critical_slices))

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["critical_slices"] = list(self.critical_slices)
        return data
