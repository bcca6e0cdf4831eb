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
    # derived on first use: the pairwise checks need index and keys, a report needs the subject; a
    # fact that is only reported (the native engine's results) never pays for index and keys
    _match: tuple[dict[str, frozenset[str]], frozenset[str]] | None = field(
        default=None, init=False, compare=False, repr=False
    )
    _label: str | None = field(default=None, init=False, compare=False, repr=False)

    def _matching(self) -> tuple[dict[str, frozenset[str]], frozenset[str]]:
        match = self._match
        if match is None:
            match = (self._index(), frozenset(c for _k, c in self.concepts) | self.tokens)
            object.__setattr__(self, "_match", match)
        return match

    def _index(self) -> dict[str, frozenset[str]]:
        index: dict[str, set[str]] = {}
        for cls, concept in self.concepts:
            index.setdefault(cls, set()).add(concept)
        near_party = index.pop("party", set())
        # a list item's own label beats its sentence's ("$500 individual / $1,000 family")
        own = {cls for cls, _c in self.concepts if cls in _ITEM_CLASSES}
        for cls, concept in self.qualifiers:
            if cls not in {"subject", "party"} and cls not in own:
                index.setdefault(cls, set()).add(concept)
        # the sentence's actor ("甲方…通知乙方": 甲方), else any party named nearby
        actor = {c for cls, c in self.qualifiers if cls == "party"}
        if actor or near_party:
            index["party"] = actor or near_party
        return {cls: frozenset(v) for cls, v in index.items()}

    @property
    def index(self) -> dict[str, frozenset[str]]:
        """Concepts by class: near concepts, sentence qualifiers and the sentence's actor as party."""
        return self._matching()[0]

    @property
    def keys(self) -> frozenset[str]:
        """Concept names and subject words, for word-overlap matching."""
        return self._matching()[1]

    @property
    def subject(self) -> str:
        """A readable label for what the value is about."""
        label = self._label
        if label is None:
            names = sorted(c for cls, c in self.concepts if cls in {"subject", "analyte"})
            others = sorted(c for _cls, c in self.concepts)
            label = "/".join(names or others or sorted(self.tokens)[:3]) or self.dimension
            object.__setattr__(self, "_label", label)
        return label

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
# classes that name which item of a list a value is (the native engine interns them first)
_ITEM_CLASSES = frozenset(
    {"coverage_unit", "tier", "region", "scope", "product", "stage", "occurrence", "employment", "service"}
)


def _round(value: float) -> float:
    return float(f"{value:.6g}")
