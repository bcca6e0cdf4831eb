"""Intermediate representation between the rule AST and the WebAssembly module.

Each lowering pass maps one of these frozen dataclasses to the next; the reference engine reads
the same `TermTable` and `RuleTable`, so both engines share the *meaning* of a bundle but not the
automaton or the generated code that the differential tests check.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

__all__ = [
    "KIND_BREAK",
    "KIND_CN_ATOM",
    "KIND_DIGIT",
    "KIND_LITERAL",
    "LEFT_BOUNDARY",
    "NO_KEY",
    "RIGHT_BOUNDARY",
    "SIGNIFICANT",
    "Automaton",
    "Rule",
    "RuleTable",
    "TermEntry",
    "TermTable",
    "TokenTables",
]

KIND_LITERAL = 0
KIND_BREAK = 1
KIND_CN_ATOM = 2
KIND_DIGIT = 3  # ASCII digit marker: makes the scanner leave its fast path

#: flag bits of a term entry
LEFT_BOUNDARY = 4  # the term starts with an ASCII letter: the byte before must not be one
RIGHT_BOUNDARY = 8  # the term ends with an ASCII letter: the byte after must not be one
SIGNIFICANT = 16  # a Chinese-numeral atom that is a digit (一, 十), not only a multiplier (万)

NO_KEY = 0xFFFFFFFF


@dataclass(frozen=True)
class TermEntry:
    """One literal pattern. `pattern` is the ASCII-case-folded UTF-8 the automaton matches."""

    id: int
    text: str
    pattern: bytes
    category: int  # index into TermTable.categories; -1 for segment breaks
    kind: int
    flags: int
    key: int  # rule key of a heatmap term (categories are keys 0..C-1), NO_KEY otherwise


@dataclass(frozen=True)
class TermTable:
    categories: tuple[str, ...]
    terms: tuple[TermEntry, ...]
    keys: tuple[str, ...]  # categories first, then "term:<folded term>"
    number_category: int  # -1 when the bundle has no `number` builtin
    cn_category: int  # -1 when the bundle has no `cn_numeral` builtin
    window_bytes: int

    @property
    def number_term(self) -> int:
        """Synthetic term id reported for number runs."""
        return len(self.terms)

    @property
    def cn_term(self) -> int:
        """Synthetic term id reported for Chinese-numeral runs."""
        return len(self.terms) + 1


@dataclass(frozen=True)
class Rule:
    """A hot heatmap entry: weight >= sensitivity, among the `cacheSize` hottest."""

    rule_id: str
    kind: Literal["pair", "term"]
    left: str
    right: str
    weight: float


@dataclass(frozen=True)
class RuleTable:
    rules: tuple[Rule, ...]
    #: key -> ((rule index, other key), ...), ordered by rule index
    adjacency: tuple[tuple[tuple[int, int], ...], ...]
    cold_rules: int  # rules at or above sensitivity that did not fit the cache


@dataclass(frozen=True)
class Automaton:
    """Aho-Corasick automaton as a complete DFA over byte classes."""

    class_map: bytes  # 256 entries: byte -> class
    n_classes: int
    #: state -> next state per class (row-major, n_states * n_classes)
    delta: tuple[int, ...]
    #: state -> term ids matched when entering it, ordered longest first then by id
    outputs: tuple[tuple[int, ...], ...]

    @property
    def n_states(self) -> int:
        return len(self.outputs)


@dataclass(frozen=True)
class TokenTables:
    """Token-level machine over category sequences (column 0 = no category)."""

    n_states: int
    n_cols: int
    next_state: tuple[int, ...]  # n_states * n_cols
    node: tuple[int, ...]  # key-node id (1-based) per transition, 0 = none
    node_names: tuple[str, ...]  # node id i+1 -> name
    categories: tuple[str, ...]  # column c+1 -> category id
    window: int
