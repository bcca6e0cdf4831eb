"""The typed fact: one number with its unit, dimension, subject and qualifiers, at a span of a chunk."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

from zero_layer.extract.periods import Period

__all__ = ["YEARLESS", "YEARLESS_YEAR", "Fact", "fact_dict", "subject_label"]

# The unit of a date written without its year ("3 October", "4月15日"). Its value is the day's ordinal
# in YEARLESS_YEAR, a leap year (so 29 February is a day too); it agrees with a date of any year on that
# day and month.
YEARLESS = "day_and_month"
YEARLESS_YEAR = 2000


@dataclass(frozen=True, slots=True)
class Fact:
    """A value stated in a text, normalised so that equal quantities compare equal.

    ``value``/``high`` are in the canonical unit of ``dimension`` (days, percent, the currency,
    mmol/L for concentrations of a known analyte, SI base units otherwise); ``high`` is set for ranges.
    ``precision`` is half the place value of the last written digit, in canonical units (the rounding
    slack of "27.8 mmol/L" or "2.5 million"); ``notation`` names how the value was written (unit and
    scale) so a comparison knows when a conversion, and so rounding, was involved. ``tolerance`` is
    the band a tolerance stated on the value gives it ("USD 850,000, tolerance +/- 5%"; ``tolerance.py``).
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
    tolerance: float = 0.0
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
            label = subject_label(self.concepts, self.tokens, self.dimension)
            object.__setattr__(self, "_label", label)
        return label

    def concepts_of(self, cls: str) -> frozenset[str]:
        """Concepts of ``cls`` near the value (subjects) or anywhere in its sentence (qualifiers)."""
        return self.index.get(cls, _EMPTY)

    def to_dict(self) -> dict[str, Any]:
        """JSON-able form used in CheckResult.to_dict()."""
        return fact_dict(
            self.chunk_id, self.text, (self.start, self.end), self.kind, (self.value, self.high), self.unit,
            self.dimension, self.subject, self.anchor, self.period.label(), self.approx, self.bound,
            self.tolerance,
        )  # fmt: skip


def subject_label(concepts: Collection[tuple[str, str]], tokens: Collection[str], dimension: str) -> str:
    """``Fact.subject`` from a fact's parts (the native checks report facts they never build)."""
    names = sorted(c for cls, c in concepts if cls in _LABEL_CLASSES)
    return "/".join(names or sorted(c for _cls, c in concepts) or sorted(tokens)[:3]) or dimension


def fact_dict(
    chunk_id: str,
    text: str,
    span: tuple[int, int],
    kind: str,
    values: tuple[float, float | None],
    unit: str,
    dimension: str,
    subject: str,
    anchor: str | None,
    period: str | None,
    approx: bool,
    bound: str | None,
    tolerance: float,
) -> dict[str, Any]:
    """``Fact.to_dict`` from a fact's parts (``values`` = value, high; ``period`` = its label;
    ``tolerance`` the band a stated tolerance gives the value, 0 without one): one definition of the
    reported form for a built fact and for a native engine's row."""
    value, high = values
    return {
        "chunk_id": chunk_id,
        "text": text,
        "span": list(span),
        "kind": kind,
        "value": _round(value),
        "high": None if high is None else _round(high),
        "unit": unit,
        "dimension": dimension,
        "subject": subject,
        "anchor": anchor,
        "period": period,
        "approximate": approx,
        "bound": bound,
        "tolerance": _round(tolerance),
    }


_EMPTY: frozenset[str] = frozenset()
_LABEL_CLASSES = frozenset({"subject", "analyte"})
# classes that name which item of a list a value is (the native engine interns them first)
_ITEM_CLASSES = frozenset(
    {
        "coverage_unit",
        "tier",
        "region",
        "scope",
        "goods",
        "sales_channel",
        "product",
        "stage",
        "occurrence",
        "employment",
        "service",
        "component",
        "species",
        "payment_channel",
        "flow",
    }
)


def _round(value: float) -> float:
    return float(f"{value:.6g}")
