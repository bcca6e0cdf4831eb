"""Type stub of the compiled ``zero_layer_native`` module (``native/src/lib.rs``).

The Python reference (``zero_layer.extract``, ``zero_layer.checks``) is the specification; the
engine is built from its tables (``zero_layer.extract.native.tables()``) and its facts are rebuilt
with ``zero_layer.extract.native.fact_from_tuple``.
"""

from collections.abc import Callable, Sequence
from typing import Any, TypeAlias, final

__all__ = ["Engine"]

# (kind, dimension, value, high, unit, text)
_Head: TypeAlias = tuple[str, str, float, float | None, str, str]
# (start, end, chunk_id): character offsets into the chunk's text
_Where: TypeAlias = tuple[int, int, str]
# (concepts, tokens, anchor, (year, sub, rel), approx, bound)
_About: TypeAlias = tuple[
    list[tuple[str, str]], list[str], str | None, tuple[int | None, str | None, int | None], bool, str | None
]
# (direction, precision, notation, analyte, qualifiers, tolerance)
_Rest: TypeAlias = tuple[int, float, str, str | None, list[tuple[str, str]], float]
_FactTuple: TypeAlias = tuple[_Head, _Where, _About, _Rest]
# (index of fact a, index of fact b, unrounded score)
_Pair: TypeAlias = tuple[int, int, float]

@final
class Engine:
    """Compiled patterns and tables; immutable and safe to share across threads."""

    def __new__(cls, tables: dict[str, Any], parse_chinese: Callable[[str], float | None]) -> Engine: ...
    def by_hand(self) -> list[str]:
        """The reference patterns a hand-written scanner reads (each written for one exact pattern)."""
    def cache_stats(self) -> dict[str, int]:
        """What the chunk cache holds: ``chunks`` (texts with their facts), ``pairs`` (pairs of chunks
        whose conflicts are remembered) and ``pair_hits`` (requests' pairs answered from those)."""
    def record_ids(self, text: str) -> dict[str, set[str]]:
        """The records ``text`` names, by kind, as the checks read them (``records.record_ids``)."""
    def backtracking_patterns(self) -> list[str]:
        """Patterns whose searches may run on the backtracking VM (the others run on a DFA)."""
    def unfiltered_patterns(self) -> list[str]:
        """Patterns with lookarounds that run without a DFA prefilter (slow; should be empty)."""
    def extract(self, text: str, chunk_id: str, limit: int) -> list[_FactTuple]:
        """Every fact of ``text`` (at most ``limit``), in order of appearance."""
    def check(
        self,
        chunks: Sequence[tuple[str, str]],
        answer: str | None,
        answer_id: str,
        sensitive: set[str] | frozenset[str],
        producing: set[str] | frozenset[str],
    ) -> tuple[list[_FactTuple], list[_Pair], list[_Pair], list[int]]:
        """(facts named in the result, cross-chunk conflicts, answer contradictions, unsupported
        answer facts); pairs and indices point into the returned facts."""
