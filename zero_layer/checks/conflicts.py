"""Conflicts between facts: when two facts talk about the same thing, and when their values clash.

Precision matters as much as recall, so a pair is compared only with a confident subject match:
no clash in period, anchor, bound or any exclusive concept class (event, party, analyte, …), plus
positive evidence (a shared subject concept, or most of the subject words in common). Values agree
when they are equal in canonical units, allowing the rounding a unit conversion or a scale word
implies ("500 mg/dL" vs "27.8 mmol/L"; "$2.5 million") and ±10% for an approximate value ("about 5%").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from zero_layer.extract import Fact
from zero_layer.extract.lexicon import ASYMMETRIC_CLASSES, EXCLUSIVE_CLASSES

__all__ = ["Conflict", "comparable_dimension", "find_conflicts", "subject_match", "values_agree"]

MATCH_THRESHOLD = 0.5
_SUBJECT_CLASSES = ("subject", "analyte")


@dataclass(frozen=True, slots=True)
class Conflict:
    """Two facts about the same subject with incompatible values."""

    kind: str  # "value_mismatch" (between chunks) | "answer_contradiction"
    left: Fact
    right: Fact
    score: float

    @property
    def subject(self) -> str:
        return self.left.subject if self.left.subject != self.left.dimension else self.right.subject

    def message(self) -> str:
        where = "the answer" if self.kind == "answer_contradiction" else f"chunk {self.left.chunk_id}"
        return (
            f"{self.subject}: {where} says {self.left.text!r}, "
            f"chunk {self.right.chunk_id} says {self.right.text!r}"
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "subject": self.subject,
            "conflict_score": round(self.score, 4),
            "chunks": [self.left.chunk_id, self.right.chunk_id],
            "spans": [
                {"chunk_id": f.chunk_id, "start": f.start, "end": f.end, "text": f.text}
                for f in (self.left, self.right)
            ],
            "facts": [self.left.to_dict(), self.right.to_dict()],
            "message": self.message(),
        }


def comparable_dimension(a: Fact, b: Fact) -> bool:
    if a.dimension == b.dimension:
        return True
    pair = {a.dimension, b.dimension}
    return "amount" in pair and any(d.startswith("money:") for d in pair)


def _subjects(f: Fact) -> frozenset[str]:
    return frozenset(c for cls, c in f.concepts if cls in _SUBJECT_CLASSES)


def subject_match(a: Fact, b: Fact) -> float:
    """Confidence in [0, 1] that ``a`` and ``b`` state the same quantity (0 = different subjects)."""
    if not a.period.compatible(b.period):
        return 0.0
    if a.anchor and b.anchor and a.anchor != b.anchor:
        return 0.0
    if a.bound and b.bound and a.bound != b.bound:
        return 0.0
    if clash(a, b):
        return 0.0
    keys_a = {c for _k, c in a.concepts} | a.tokens
    keys_b = {c for _k, c in b.concepts} | b.tokens
    dice = 2 * len(keys_a & keys_b) / (len(keys_a) + len(keys_b)) if keys_a and keys_b else 0.0
    if _subjects(a) & _subjects(b):
        return 0.7 + 0.3 * dice
    if a.anchor and a.anchor == b.anchor:
        return max(0.6, dice)
    if a.concepts & b.concepts:
        return 0.55 + 0.3 * dice
    return dice if dice >= MATCH_THRESHOLD else 0.0


def clash(a: Fact, b: Fact, *, skip_subject: bool = False) -> bool:
    """True when the two facts positively differ in an exclusive concept class (party, event, ...).

    ``skip_subject`` ignores differently named subjects: an answer restating a source value in other
    words ("waived above $1,500" for "minimum balance of $1,500") is still supported by it.
    """
    for cls in EXCLUSIVE_CLASSES:
        if skip_subject and cls == "subject":
            continue
        ca, cb = a.concepts_of(cls), b.concepts_of(cls)
        if ca and cb and not ca & cb:
            return True
    for cls in ASYMMETRIC_CLASSES:
        if a.concepts_of(cls) != b.concepts_of(cls):
            return True
    return False


def values_agree(a: Fact, b: Fact) -> bool:
    """True when ``a`` and ``b`` can be the same value, given rounding, conversion and approximation."""
    a_lo, a_hi = a.value, a.high if a.high is not None else a.value
    b_lo, b_hi = b.value, b.high if b.high is not None else b.value
    if a.kind == "percent" and (a.direction == 0 or b.direction == 0):
        a_lo, a_hi, b_lo, b_hi = abs(a_lo), abs(a_hi), abs(b_lo), abs(b_hi)
    scale = max(abs(a_lo), abs(a_hi), abs(b_lo), abs(b_hi), 1e-12)
    if a.approx or b.approx:
        tol = max(0.1 * scale, a.precision + b.precision)
    elif a.notation != b.notation:
        tol = min(a.precision + b.precision, 0.02 * scale)
    else:
        tol = 0.0
    tol += 1e-9 * scale
    a_range, b_range = a.high is not None, b.high is not None
    if a_range and b_range:
        return abs(a_lo - b_lo) <= tol and abs(a_hi - b_hi) <= tol
    if a_range or b_range:
        lo, hi, point = (a_lo, a_hi, b_lo) if a_range else (b_lo, b_hi, a_lo)
        return lo - tol <= point <= hi + tol
    return abs(a_lo - b_lo) <= tol


def _discrepancy(a: Fact, b: Fact) -> float:
    x, y = abs(a.value), abs(b.value)
    if a.kind == "date":
        return min(1.0, abs(a.value - b.value) / 30.0)
    return min(1.0, abs(a.value - b.value) / max(x, y, 1e-12))


def conflict_score(match: float, a: Fact, b: Fact) -> float:
    """Higher when the subject match is surer and the values are further apart; in [0.5, 1]."""
    return round(min(1.0, 0.45 + 0.35 * match + 0.2 * _discrepancy(a, b)), 4)


def find_conflicts(facts_by_chunk: Sequence[Sequence[Fact]], kind: str = "value_mismatch") -> list[Conflict]:
    """Conflicts between facts of different chunks.

    A fact is in conflict with another chunk only if that chunk states the same subject with a
    clashing value *and* states no agreeing value for it (a chunk listing "$48.2M … $50M" agrees).
    """
    conflicts: list[Conflict] = []
    seen: set[tuple[int, int, int, int]] = set()
    for i, facts_i in enumerate(facts_by_chunk):
        for j in range(i + 1, len(facts_by_chunk)):
            facts_j = facts_by_chunk[j]
            for fi, f in enumerate(facts_i):
                best = _best_clash(f, facts_j)
                if best is None:
                    continue
                gj, match = best
                g = facts_j[gj]
                if _best_clash(g, facts_i) is None:
                    continue  # g has an agreeing counterpart in chunk i
                key = (i, fi, j, gj)
                if key not in seen:
                    seen.add(key)
                    conflicts.append(Conflict(kind, f, g, conflict_score(match, f, g)))
    conflicts.sort(key=lambda c: -c.score)
    return conflicts


def _best_clash(f: Fact, others: Sequence[Fact]) -> tuple[int, float] | None:
    """The best-matching clashing fact in ``others``; None when none clashes or one agrees."""
    best: tuple[int, float] | None = None
    for k, g in enumerate(others):
        if not comparable_dimension(f, g):
            continue
        match = subject_match(f, g)
        if match <= 0.0:
            continue
        if values_agree(f, g):
            return None
        if best is None or match > best[1]:
            best = (k, match)
    return best
