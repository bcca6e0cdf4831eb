"""Scan results: raw byte-offset records (shared by both engines) and their decoded form.

Decoding is lazy and table-driven: a `ScanResult` keeps the raw records and builds `Hit`s and
`TriggeredRule`s (immutable named tuples, cheap to create) only when first asked for, so a caller
that needs only the triggered rules never pays for sorting every hit.
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from operator import itemgetter
from typing import Any, Literal, NamedTuple

import numpy as np

from zero_layer.compiler import CompiledBundle
from zero_layer.compiler.ir import NO_KEY
from zero_layer.compiler.lower_terms import HIDDEN_TERM_CATEGORY
from zero_layer.rules.check import fold

__all__ = ["Decoder", "Hit", "RawScan", "ScanResult", "TriggeredRule", "decode", "split_points"]


class Hit(NamedTuple):
    """A category match; `start`/`end` are character offsets into the scanned `str`.

    `term` is the bundle's spelling of the matched term, or the matched text for builtin
    recognisers (numbers, Chinese numerals).
    """

    category: str
    term: str
    start: int
    end: int


class TriggeredRule(NamedTuple):
    """A hot heatmap rule whose two sides occurred together (same segment, within the window)."""

    rule_id: str
    kind: Literal["pair", "term"]
    left: str
    right: str
    weight: float
    start: int
    end: int
    left_hit: Hit | None = None
    right_hit: Hit | None = None


_new_hit = partial(tuple.__new__, Hit)
_start_of = itemgetter(2)
_end_of = itemgetter(3)
_new_triggered = partial(tuple.__new__, TriggeredRule)


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


class Decoder:
    """Lookup tables of one compiled bundle for turning records into named results."""

    def __init__(self, compiled: CompiledBundle) -> None:
        terms = compiled.terms
        self.categories = terms.categories
        self.term_names = [t.text for t in terms.terms]
        self.term_keys = [t.key for t in terms.terms]
        self.hidden = (
            terms.categories.index(HIDDEN_TERM_CATEGORY) if HIDDEN_TERM_CATEGORY in terms.categories else -1
        )
        keys = {name: i for i, name in enumerate(terms.keys)}
        self.rules = compiled.rules
        self.left_keys = [
            keys[r.left] if r.kind == "pair" else keys[f"term:{fold(r.left)}"] for r in compiled.rules
        ]
        # rule_id, kind, left, right, weight as object arrays, gathered by rule index
        self._rule_columns = [
            np.array([getattr(r, f) for r in compiled.rules] or [None], dtype=object)
            for f in ("rule_id", "kind", "left", "right", "weight")
        ]
        self._left_keys = np.array(self.left_keys or [0], dtype=np.int64)
        # term key per term id, plus one slot (no key) that the synthetic run term ids clamp to
        self._term_keys = np.array([*(k if k != NO_KEY else -1 for k in self.term_keys), -1], dtype=np.int64)

    @staticmethod
    def char_offsets(data: bytes, offsets: array[int]) -> list[int]:
        """Character offsets of byte `offsets` into UTF-8 `data` (one vectorised prefix count)."""
        if data.isascii():
            return offsets.tolist()
        lead = (np.frombuffer(data, dtype=np.uint8) & 0xC0) != 0x80
        prefix = np.zeros(len(data) + 1, dtype=np.int64)
        np.cumsum(lead, out=prefix[1:])
        result: list[int] = prefix[np.frombuffer(offsets, dtype=np.uint32)].tolist()
        return result

    def all_hits(self, raw: RawScan, data: bytes, origin: int = 0) -> list[Hit]:
        """Hits in emission order; record offsets are `origin` bytes ahead of `data`."""
        w = raw.hit_words
        starts, ends = w[2::4], w[3::4]
        if origin:
            starts = array("I", [o - origin for o in starts])
            ends = array("I", [o - origin for o in ends])
        cs = self.char_offsets(data, starts)
        ce = self.char_offsets(data, ends)
        cats, names, n_terms = self.categories, self.term_names, len(self.term_names)
        labels = [
            names[t] if t < n_terms else data[s:e].decode("utf-8", errors="replace")
            for t, s, e in zip(w[1::4], starts, ends, strict=True)
        ]
        return list(map(_new_hit, zip([cats[c] for c in w[0::4]], labels, cs, ce, strict=True)))

    def triggered(self, raw: RawScan, hits: list[Hit], index_base: int = 0) -> list[TriggeredRule]:
        """Triggered rules; record hit indices are `index_base` ahead of `hits` (vectorised)."""
        if not raw.trig_words:
            return []
        t = np.frombuffer(raw.trig_words, dtype=np.uint32).reshape(-1, 3).astype(np.int64)
        rules, a, b = t[:, 0], t[:, 1] - index_base, t[:, 2] - index_base
        hw = np.frombuffer(raw.hit_words, dtype=np.uint32).reshape(-1, 4)
        key = self._left_keys[rules]
        a_cat, a_term = hw[a, 0].astype(np.int64), hw[a, 1].astype(np.int64)
        a_is_left = (a_cat == key) | (self._term_keys[np.minimum(a_term, len(self._term_keys) - 1)] == key)
        li = np.where(a_is_left, a, b)
        ri = np.where(a_is_left, b, a)
        hs = np.fromiter(map(_start_of, hits), dtype=np.int64, count=len(hits))
        he = np.fromiter(map(_end_of, hits), dtype=np.int64, count=len(hits))
        starts = np.minimum(hs[li], hs[ri]).tolist()
        ends = np.maximum(he[li], he[ri]).tolist()
        lefts = list(map(hits.__getitem__, li.tolist()))
        rights = list(map(hits.__getitem__, ri.tolist()))
        columns = (*(col[rules].tolist() for col in self._rule_columns), starts, ends, lefts, rights)
        return list(map(_new_triggered, zip(*columns, strict=True)))

    def rule_summaries(
        self, raw: RawScan, data: bytes, lengths: Sequence[int], origin: int = 0, index_base: int = 0
    ) -> list[list[tuple[int, int, int, int]]]:
        """(rule index, times triggered, start, end of its first trigger) per triggered rule, in order
        of first trigger, for each text of `data` = texts joined by line breaks (`lengths` in bytes):
        what a check reports, without decoding every hit, in one vectorised pass for a whole batch.
        A trigger belongs to the text of its hits (no trigger crosses a line break) and each text's
        triggers are contiguous, so the global order of first triggers is each text's order. Record
        offsets are `origin` bytes and hit indices `index_base` ahead of `data` and `raw`."""
        out: list[list[tuple[int, int, int, int]]] = [[] for _ in lengths]
        if not raw.trig_words:
            return out
        origins = np.zeros(len(lengths) + 1, dtype=np.int64)
        np.cumsum(np.asarray(lengths, dtype=np.int64) + 1, out=origins[1:])
        t = np.frombuffer(raw.trig_words, dtype=np.uint32).reshape(-1, 3).astype(np.int64)
        t[:, 1:] -= index_base
        hw = np.frombuffer(raw.hit_words, dtype=np.uint32).reshape(-1, 4).astype(np.int64)
        hw[:, 2:] -= origin
        n_rules = max(len(self.rules), 1)
        text_of = np.searchsorted(origins, hw[t[:, 1], 2], side="right") - 1
        keys, first, counts = np.unique(text_of * n_rules + t[:, 0], return_index=True, return_counts=True)
        order = np.argsort(first, kind="stable")
        keys, first, counts = keys[order], first[order], counts[order]
        texts, rules = np.divmod(keys, n_rules)
        a, b = t[first, 1], t[first, 2]
        starts = np.minimum(hw[a, 2], hw[b, 2])
        ends = np.maximum(hw[a, 3], hw[b, 3])
        base = origins[texts]
        if not data.isascii():
            lead = (np.frombuffer(data, dtype=np.uint8) & 0xC0) != 0x80
            prefix = np.zeros(len(data) + 1, dtype=np.int64)
            np.cumsum(lead, out=prefix[1:])
            starts, ends, base = prefix[starts], prefix[ends], prefix[base]
        columns = (texts, rules, counts, starts - base, ends - base)
        for text, rule, count, start, end in zip(*(c.tolist() for c in columns), strict=True):
            out[text].append((rule, count, start, end))
        return out


class ScanResult:
    """Hits (sorted by position, hidden heatmap terms left out) and triggered rules of one text."""

    __slots__ = ("_all", "_data", "_decoder", "_hits", "_index_base", "_origin", "_raw", "_triggered")

    def __init__(
        self,
        hits: list[Hit] | None = None,
        triggered: list[TriggeredRule] | None = None,
        *,
        raw: RawScan | None = None,
        data: bytes = b"",
        decoder: Decoder | None = None,
        origin: int = 0,
        index_base: int = 0,
    ) -> None:
        self._hits = hits
        self._origin = origin
        self._index_base = index_base
        self._triggered = triggered
        self._raw = raw
        self._data = data
        self._decoder = decoder
        self._all: list[Hit] | None = None

    def _all_hits(self) -> list[Hit]:
        if self._all is None:
            assert self._raw is not None and self._decoder is not None
            self._all = self._decoder.all_hits(self._raw, self._data, self._origin)
        return self._all

    @property
    def hits(self) -> list[Hit]:
        if self._hits is None:
            hidden = (
                self._decoder.categories[self._decoder.hidden]
                if self._decoder and self._decoder.hidden >= 0
                else None
            )
            visible = [h for h in self._all_hits() if h.category != hidden]
            visible.sort(key=lambda h: (h.start, -h.end, h.category, h.term))
            self._hits = visible
        return self._hits

    @property
    def triggered(self) -> list[TriggeredRule]:
        if self._triggered is None:
            assert self._raw is not None and self._decoder is not None
            self._triggered = self._decoder.triggered(self._raw, self._all_hits(), self._index_base)
        return self._triggered

    def rule_summary(self) -> list[tuple[TriggeredRule, int]]:
        """Each triggered rule once (its first trigger) with how often it triggered, in order of
        first trigger; cheaper than `triggered` when the hits themselves are not needed."""
        if self._triggered is not None or self._raw is None or self._decoder is None:
            counts: dict[str, int] = {}
            firsts: dict[str, TriggeredRule] = {}
            for r in self.triggered:
                counts[r.rule_id] = counts.get(r.rule_id, 0) + 1
                firsts.setdefault(r.rule_id, r)
            return [(r, counts[rid]) for rid, r in firsts.items()]
        rules = self._decoder.rules
        summary = self._decoder.rule_summaries(
            self._raw, self._data, [len(self._data)], self._origin, self._index_base
        )[0]
        return [
            (_new_triggered((r.rule_id, r.kind, r.left, r.right, r.weight, start, end, None, None)), n)
            for r, n, start, end in ((rules[i], n, s, e) for i, n, s, e in summary)
        ]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ScanResult):
            return NotImplemented
        return self.hits == other.hits and self.triggered == other.triggered

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"ScanResult(hits={self.hits!r}, triggered={self.triggered!r})"

    def to_dict(self) -> dict[str, Any]:
        return {
            "hits": [h._asdict() for h in self.hits],
            "triggered": [
                {k: v for k, v in t._asdict().items() if not k.endswith("_hit")} for t in self.triggered
            ],
        }


def decode(compiled: CompiledBundle, raw: RawScan, data: bytes, decoder: Decoder | None = None) -> ScanResult:
    """Wrap raw records for `data` (offsets relative to `data`) as a lazily decoded `ScanResult`."""
    return ScanResult(raw=raw, data=data, decoder=decoder or Decoder(compiled))


def split_points(data: bytes, limit: int, breaks: Sequence[bytes] = (b"\n",)) -> list[int]:
    """Chunk ends for `data`, at most `limit` bytes apart.

    A chunk ends right after the last segment break inside the window (a line break first):
    nothing crosses a break, so chunked results equal one pass. Only a window without any break
    is cut at a character boundary, where a term spanning the cut could be missed.
    """
    ends: list[int] = []
    start = 0
    n = len(data)
    while n - start > limit:
        cut = data.rfind(b"\n", start, start + limit)
        if cut >= 0:
            cut += 1
        else:
            cut = max((data.rfind(b, start, start + limit) + len(b) for b in breaks if b), default=-1)
            if cut <= start:
                cut = start + limit
                while cut > start and (data[cut] & 0xC0) == 0x80:
                    cut -= 1
        ends.append(cut)
        start = cut
    ends.append(n)
    return ends
