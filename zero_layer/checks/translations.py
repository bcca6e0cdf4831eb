"""A chunk and its translation: the same document in two scripts states the same values in the same
order, so where one value of the sequence differs, it is the one the translator changed.

Subjects are read from words, and a Chinese clause and its English version share no word: "逾期报名
（考试日前14天内）：305美元" and "late registration (within 14 days of the test date) USD 290" name
the same fee only through the lexicon, which knows a fraction of what documents name. The order of the
values does not depend on words: when the two texts agree on the values around one that differs, the
differing pair sits in the same slot of the document.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import TypeVar

__all__ = ["script", "substituted", "translated"]

T = TypeVar("T")


def script(text: str) -> str | None:
    """ "han" for a text written in Chinese, "latin" for one written in a Latin script, None for one
    that mixes them (a glossary, a bilingual form: no one text to be the translation of another).
    A Chinese text may quote English names and units, so only twice as many Han characters as
    Latin letters make it Chinese; an English text only ten times as many Latin letters."""
    han = latin = 0
    for ch in text:
        if ch.isascii():
            latin += ch.isalpha()
        else:
            han += "\u4e00" <= ch <= "\u9fff"  # the CJK Unified Ideographs
    if han > 2 * latin:
        return "han"
    if han * 10 < latin:
        return "latin"
    return None


def translated(a: str | None, b: str | None) -> bool:
    """Two texts in these scripts can be one another's translation: both known, and different."""
    return a is not None and b is not None and a != b


def substituted(
    a: Sequence[T], b: Sequence[T], same: Callable[[T, T], bool], shared: int
) -> list[tuple[T, T]]:
    """The pairs of values that take each other's place in ``a`` and ``b`` (each in order of the text):
    the longest common subsequence under ``same`` aligns the two, and a gap of exactly one value on
    each side (between aligned values, or before the first or after the last) is one value put for
    another. At least ``shared`` values must align, and neither value of a pair may occur anywhere in
    the other text (a value moved elsewhere was reordered, not changed)."""
    pairs = _aligned(a, b, same)
    if len(pairs) < shared:
        return []
    out: list[tuple[T, T]] = []
    bounds = [(-1, -1), *pairs, (len(a), len(b))]
    for (i0, j0), (i1, j1) in itertools.pairwise(bounds):
        if i1 - i0 != 2 or j1 - j0 != 2:
            continue
        x, y = a[i0 + 1], b[j0 + 1]
        if any(same(x, other) for other in b) or any(same(other, y) for other in a):
            continue
        out.append((x, y))
    return out


def _aligned(a: Sequence[T], b: Sequence[T], same: Callable[[T, T], bool]) -> list[tuple[int, int]]:
    """Index pairs of a longest common subsequence of ``a`` and ``b`` (ties: the earliest in ``a``)."""
    n, m = len(a), len(b)
    length = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            if same(a[i], b[j]):
                length[i][j] = length[i + 1][j + 1] + 1
            else:
                length[i][j] = max(length[i + 1][j], length[i][j + 1])
    out: list[tuple[int, int]] = []
    i = j = 0
    while i < n and j < m:
        if same(a[i], b[j]):
            out.append((i, j))
            i += 1
            j += 1
        elif length[i + 1][j] >= length[i][j + 1]:
            i += 1
        else:
            j += 1
    return out
