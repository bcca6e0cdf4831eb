"""Candidate pairs in a sentence: co-occurring category hits found by the compiled scanner."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from zero_layer.engine import Hit
from zero_layer.heatmap.aggregate import Key
from zero_layer.rules.check import fold

__all__ = ["Candidate", "candidates"]


@dataclass(frozen=True)
class Candidate:
    """Hits ``i`` and ``j`` of the sentence's span list, and the heatmap keys they inform."""

    i: int
    j: int
    keys: tuple[Key, ...]


def candidates(
    hits: Sequence[Hit],
    categories: frozenset[str],
    builtin_categories: frozenset[str],
    priors: Mapping[Key, float],
    *,
    window: int = 96,
    max_spans: int = 8,
) -> tuple[list[Hit], list[Candidate]]:
    """Keep the first ``max_spans`` non-overlapping bundle-category hits; pair those within ``window`` chars.

    Returns the spans that take part in at least one pair (what the probe must perturb) and the
    pairs, whose ``i``/``j`` index into that span list. Two hits of the same category never pair.
    """
    spans: list[Hit] = []
    # Leftmost-longest, like a reader: "mg/dL" wins over the "mg" inside it, so one piece of text is
    # one span (otherwise number x unit_physical would be learned from every mg/dL).
    for hit in sorted(hits, key=lambda h: (h.start, -(h.end - h.start), h.category)):
        if hit.category in categories and not (spans and hit.start < spans[-1].end):
            spans.append(hit)
        if len(spans) == max_spans:
            break
    found: list[Candidate] = []
    for i, a in enumerate(spans):
        for j in range(i + 1, len(spans)):
            b = spans[j]
            if b.start - a.end > window or a.category == b.category:
                continue
            keys = [_pair_key(a.category, b.category, priors)]
            for term_hit, other in ((a, b), (b, a)):
                term_key: Key = ("term", fold(term_hit.term), other.category)
                # Builtin recognisers report the matched text (a number), which is no reusable term.
                if term_key in priors or term_hit.category not in builtin_categories:
                    keys.append(term_key)
            found.append(Candidate(i, j, tuple(keys)))
    # Only spans that take part in a pair are worth a perturbation pass: renumber onto those.
    used = sorted({c.i for c in found} | {c.j for c in found})
    index = {old: new for new, old in enumerate(used)}
    return [spans[k] for k in used], [Candidate(index[c.i], index[c.j], c.keys) for c in found]


def _pair_key(left: str, right: str, priors: Mapping[Key, float]) -> Key:
    if ("pair", right, left) in priors and ("pair", left, right) not in priors:
        return ("pair", right, left)
    a, b = sorted((left, right)) if ("pair", left, right) not in priors else (left, right)
    return ("pair", a, b)
