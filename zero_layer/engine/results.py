"""Scan results: raw byte-offset records (shared by both engines) and their decoded form."""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from zero_layer.compiler import CompiledBundle
from zero_layer.compiler.ir import NO_KEY
from zero_layer.compiler.lower_terms import HIDDEN_TERM_CATEGORY

__all__ = ["Hit", "RawScan", "ScanResult", "TriggeredRule", "decode", "split_points"]


@dataclass(frozen=True)
class Hit:
    """A category match; `start`/`end` are character offsets into the scanned `str`.

    `term` is the bundle's spelling of the matched term, or the matched text for builtin
    recognisers (numbers, Chinese numerals).
    """

    category: str
    term: str
    start: int
    end: int


@dataclass(frozen=True)
class TriggeredRule:
    """A hot heatmap rule whose two sides occurred together (same segment, within the window)."""

    rule_id: str
    kind: Literal["pair", "term"]
    left: str
    right: str
    weight: float
    start: int
    end: int
    left_hit: Hit | None = field(default=None, compare=False)
    right_hit: Hit | None = field(default=None, compare=False)


@dataclass(frozen=True)
class ScanResult:
    hits: list[Hit]
    triggered: list[TriggeredRule]


@dataclass(frozen=True)
class RawScan:
    """What the module writes, in emission order, with byte offsets: hits as 4 x u32 words
    (category, term, start, end) and triggers as 3 x u32 (rule, left hit, right hit). Both
    engines produce exactly this; equality compares the words."""

    hit_words: array[int]
    trig_words: array[int]

    @classmethod
    def from_records(
        cls, hits: Sequence[tuple[int, int, int, int]], triggers: Sequence[tuple[int, int, int]]
    ) -> RawScan:
        return cls(array("I", [w for h in hits for w in h]), array("I", [w for t in triggers for w in t]))

    @property
    def hits(self) -> list[tuple[int, int, int, int]]:
        w = self.hit_words
        return list(zip(w[0::4], w[1::4], w[2::4], w[3::4], strict=True))

    @property
    def triggers(self) -> list[tuple[int, int, int]]:
        w = self.trig_words
        return list(zip(w[0::3], w[1::3], w[2::3], strict=True))

    @property
    def n_hits(self) -> int:
        return len(self.hit_words) // 4

    @property
    def n_triggers(self) -> int:
        return len(self.trig_words) // 3


class _CharIndex:
    """Byte offset -> character offset for one UTF-8 buffer (offsets on character boundaries)."""

    def __init__(self, data: bytes, offsets: Sequence[int]) -> None:
        self.map: dict[int, int] = {}
        if data.isascii():
            self.map = {o: o for o in offsets}
            return
        prev_b, prev_c = 0, 0
        for off in sorted(set(offsets)):
            prev_c += len(data[prev_b:off].decode("utf-8", errors="replace"))
            prev_b = off
            self.map[off] = prev_c

    def __getitem__(self, off: int) -> int:
        return self.map[off]


def decode(compiled: CompiledBundle, raw: RawScan, data: bytes, base: int = 0) -> ScanResult:
    """Turn raw records for `data` (starting at byte `base` of it) into `Hit`s and `TriggeredRule`s."""
    terms = compiled.terms
    cats = terms.categories
    index = _CharIndex(
        data, [base + o for o in raw.hit_words[2::4]] + [base + o for o in raw.hit_words[3::4]] + [base]
    )
    c0 = index[base]
    hits: list[Hit] = []
    raw_hits = raw.hits
    for cat, term, start, end in raw_hits:
        if term < len(terms.terms):
            name = terms.terms[term].text
        else:
            name = data[base + start : base + end].decode("utf-8", errors="replace")
        hits.append(Hit(cats[cat], name, index[base + start] - c0, index[base + end] - c0))
    rule_keys = _rule_keys(compiled)
    triggered: list[TriggeredRule] = []
    for rule_index, a, b in raw.triggers:
        rule = compiled.rules[rule_index]
        left, right = hits[a], hits[b]
        left_key = rule_keys[rule_index]
        if not _has_key(compiled, raw_hits[a], left_key):
            left, right = right, left
        triggered.append(
            TriggeredRule(
                rule.rule_id, rule.kind, rule.left, rule.right, rule.weight,
                min(left.start, right.start), max(left.end, right.end), left, right,
            )
        )  # fmt: skip
    visible = [h for h in hits if h.category != HIDDEN_TERM_CATEGORY]
    visible.sort(key=lambda h: (h.start, -h.end, h.category, h.term))
    return ScanResult(visible, triggered)


def _rule_keys(compiled: CompiledBundle) -> list[int]:
    keys = {name: i for i, name in enumerate(compiled.terms.keys)}
    from zero_layer.rules.check import fold

    return [keys[r.left] if r.kind == "pair" else keys[f"term:{fold(r.left)}"] for r in compiled.rules]


def _has_key(compiled: CompiledBundle, hit: tuple[int, int, int, int], key: int) -> bool:
    cat, term = hit[0], hit[1]
    if cat == key:
        return True
    if term < len(compiled.terms.terms):
        tkey = compiled.terms.terms[term].key
        return tkey != NO_KEY and tkey == key
    return False


def split_points(data: bytes, limit: int) -> list[int]:
    """Chunk ends for `data`: after a line break when one exists within `limit` bytes, else at a
    character boundary (a segment longer than `limit` may then lose a match across the cut)."""
    ends: list[int] = []
    start = 0
    n = len(data)
    while n - start > limit:
        cut = data.rfind(b"\n", start, start + limit)
        if cut < 0:
            cut = start + limit
            while cut > start and (data[cut] & 0xC0) == 0x80:
                cut -= 1
        else:
            cut += 1
        ends.append(cut)
        start = cut
    ends.append(n)
    return ends
