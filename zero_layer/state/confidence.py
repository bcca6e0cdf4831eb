"""Confidence score: 1.0 for a clean check, lowered by the strongest conflict and by each
answer fact no source supports (a conflict dominates: two sources disagreeing is worse than an
unverifiable detail)."""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["UNSUPPORTED_PENALTY", "confidence_score"]

UNSUPPORTED_PENALTY = 0.85  # per unsupported answer fact: 1 → confirm, 3 → handoff with default policy


def confidence_score(conflict_scores: Sequence[float], unsupported: int) -> float:
    score = 1.0
    if conflict_scores:
        score = 1.0 - max(conflict_scores)
    score *= UNSUPPORTED_PENALTY ** min(unsupported, 10)
    return round(max(0.0, min(1.0, score)), 4)
