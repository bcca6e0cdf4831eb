"""The typed fact: one number with its unit, dimension, subject and qualifiers, at a span of a chunk."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from zero_layer.extract.periods import Period

__all__ = ["Fact"]


@dataclass(frozen=True, slots=True)
class Fact:
    """A value stated in a text, normalised so that equal quantities compare equal.

    ``value``/``high`` are in the canonical unit of ``dimension`` (days, percent, the currency,
    mmol/L for concentrations of a known analyte, SI base units otherwise); ``high`` is set for ranges.
    ``precision`` is half the place value of the last written digit, in canonical units (the rounding
    slack of "27.8 mmol/L" or "2.5 million"); ``notation`` names how the value was written (unit and
    scale) so a comparison knows when a conversion, and so rounding, was involved.
    ``start``/``end`` are character offsets within the chunk.
    """

    kind: str  # money | percent | duration | business_days | quantity | count | amount | date
    dimension: str
    value: float
    high: float | None
    unit: str
    text: str
    start: int
    end: int
    chunk_id: str
    concepts: frozenset[tuple[str, str]] = frozenset()
    tokens: frozenset[str] = frozenset()
    anchor: str | None = None
    period: Period = field(default_factory=Period)
    approx: bool = False
    bound: str | None = None
    direction: int = 0
    precision: float = 0.0
    notation: str = ""
    analyte: str | None = None
    qualifiers: frozenset[tuple[str, str]] = frozenset()
    # derived in __post_init__ (comparisons run pairwise, so look-ups must be O(1))
    index: dict[str, frozenset[str]] = field(default_factory=dict, compare=False, repr=False)
    keys: frozenset[str] = field(default=frozenset(), compare=False, repr=False)

    def __post_init__(self) -> None:
        index: dict[str, set[str]] = {}
        for cls, concept in self.concepts:
            index.setdefault(cls, set()).add(concept)
        near_party = index.pop("party", set())
        for cls, concept in self.qualifiers:
            if cls not in {"subject", "party"}:
                index.setdefault(cls, set()).add(concept)
        # the sentence's actor ("甲方…通知乙方": 甲方), else any party named nearby
        actor = {c for cls, c in self.qualifiers if cls == "party"}
        if actor or near_party:
            index["party"] = actor or near_party
        object.__setattr__(self, "index", {cls: frozenset(v) for cls, v in index.items()})
        object.__setattr__(self, "keys", frozenset(c for _k, c in self.concepts) | self.tokens)

    @property
    def subject(self) -> str:
        """A readable label for what the value is about."""
        names = sorted(c for cls, c in self.concepts if cls in {"subject", "analyte"})
        if names:
            return "/".join(names)
        others = sorted(c for _cls, c in self.concepts)
        return "/".join(others or sorted(self.tokens)[:3]) or self.dimension

    def concepts_of(self, cls: str) -> frozenset[str]:
        """Concepts of ``cls`` near the value (subjects) or anywhere in its sentence (qualifiers)."""
        return self.index.get(cls, _EMPTY)

    def to_dict(self) -> dict[str, Any]:
        """JSON-able form used in CheckResult.to_dict()."""
        return {
            "chunk_id": self.chunk_id,
            "text": self.text,
            "span": [self.start, self.end],
            "kind": self.kind,
            "value": _round(self.value),
            "high": None if self.high is None else _round(self.high),
            "unit": self.unit,
            "dimension": self.dimension,
            "subject": self.subject,
            "anchor": self.anchor,
            "period": self.period.label(),
            "approximate": self.approx,
            "bound": self.bound,
        }


_EMPTY: frozenset[str] = frozenset()


def _round(value: float) -> float:
    return float(f"{value:.6g}")
