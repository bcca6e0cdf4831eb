"""Which kinds of fact a bundle makes the checks compare: the heatmap decides what is sensitive.

A fact is compared across chunks (and against the answer) only when one of the heatmap pairs that
produce it — a number next to a currency for money, a duration next to its anchor, an analyte next to
its unit — is a hot rule of the compiled bundle (weight >= sensitivity, within cacheSize). So lowering
a pair's weight below the threshold, or shrinking the cache, really does stop those checks, and the
regression gate sees the loss of recall on the corpus. Kinds with no producing pair listed here are
always compared.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["PRODUCING_PAIRS", "is_sensitive", "sensitive_kinds"]

_MONEY = (
    ("number", "currency"),
    ("cn_numeral", "currency"),
    ("number", "money_scale"),
    ("cn_numeral", "money_scale"),
    ("currency", "money_scale"),
)
_PERCENT = (("number", "percent"), ("cn_numeral", "percent"), ("rate", "percent"))
_DURATION = (("number", "duration"), ("cn_numeral", "duration"), ("duration", "anchor"))
_QUANTITY = (
    ("number", "unit_medical"),
    ("lab_analyte", "unit_medical"),
    ("number", "unit_physical"),
    ("cn_numeral", "unit_physical"),
)
_COUNT = (("number", "unit_physical"), ("cn_numeral", "unit_physical"), ("lab_analyte", "number"))

#: fact kind -> heatmap category pairs (either orientation) whose hot rule makes it sensitive
PRODUCING_PAIRS: dict[str, tuple[tuple[str, str], ...]] = {
    "money": _MONEY,
    "amount": _MONEY,
    "percent": _PERCENT,
    "discount_zhe": _PERCENT,
    "duration": _DURATION,
    "business_days": _DURATION,
    "quantity": _QUANTITY,
    "count": _COUNT,
    "frequency": _COUNT,
    "date": (("number", "date"), ("cn_numeral", "date")),
    "day_of_month": (("number", "date"), ("cn_numeral", "date")),
    "day_of_year": (("number", "date"), ("cn_numeral", "date")),
}


def sensitive_kinds(hot_pairs: Iterable[tuple[str, str]]) -> frozenset[str]:
    """Fact kinds with at least one hot producing pair (orientation does not matter)."""
    hot = {frozenset(p) for p in hot_pairs}
    return frozenset(
        kind for kind, pairs in PRODUCING_PAIRS.items() if any(frozenset(p) in hot for p in pairs)
    )


def is_sensitive(kind: str, kinds: frozenset[str]) -> bool:
    return kind in kinds or kind not in PRODUCING_PAIRS
