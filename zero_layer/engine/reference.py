"""Pure-Python reference implementation of the compiled module's semantics.

It reads the same term and rule tables as the compiler (the *meaning* of a bundle) but none of
the automaton, layout or generated code: patterns are found by walking a reversed trie backwards
from every byte, runs and pairs are plain Python. Differential tests require it and the wasm
module to produce identical `RawScan`s on arbitrary input; `codegen`'s docstring states the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from zero_layer.compiler import CompiledBundle
from zero_layer.compiler.ir import (
    KIND_BREAK,
    KIND_CN_ATOM,
    KIND_DIGIT,
    LEFT_BOUNDARY,
    NO_KEY,
    RIGHT_BOUNDARY,
    SIGNIFICANT,
    TokenTables,
)
from zero_layer.engine.results import RawScan, ScanResult, decode

__all__ = ["ReferenceScanner", "ReferenceTokenMachine"]

_FOLD = bytes(b + 32 if 65 <= b <= 90 else b for b in range(256))
_TERMS = -1  # trie key holding the term ids that end at a node


def _is_letter(b: int) -> bool:
    return 65 <= b <= 90 or 97 <= b <= 122


class ReferenceScanner:
    def __init__(self, compiled: CompiledBundle) -> None:
        self.compiled = compiled
        self.terms = compiled.terms
        self.trie: dict[int, Any] = {}
        for t in self.terms.terms:
            node = self.trie
            for b in reversed(t.pattern):
                node = node.setdefault(b, {})
            node.setdefault(_TERMS, []).append(t.id)
        self.adjacency = compiled.rule_table.adjacency

    def _ending_at(self, folded: bytes, p: int) -> list[int]:
        found: list[tuple[int, int]] = []
        node = self.trie
        j = p - 1
        while j >= 0:
            nxt = node.get(folded[j])
            if nxt is None:
                break
            node = nxt
            for tid in node.get(_TERMS, ()):
                found.append((-(p - j), tid))
            j -= 1
        found.sort()
        return [tid for _, tid in found]

    def scan_bytes(self, data: bytes) -> RawScan:
        tt = self.terms
        entries = tt.terms
        folded = data.translate(_FOLD)
        n = len(data)
        hits: list[tuple[int, int, int, int]] = []
        triggers: list[tuple[int, int, int]] = []
        last: dict[int, tuple[int, int, int, int]] = {}  # key -> (hit index, start, end, segment)
        window = tt.window_bytes

        def pairs(key: int, idx: int, s: int, e: int, seg: int) -> None:
            for rule, other in self.adjacency[key]:
                prev = last.get(other)
                if prev is None or prev[3] != seg:
                    continue
                pi, ls, le, _ = prev
                if le > s and e > ls:
                    continue
                if max(le, e) - min(ls, s) > window:
                    continue
                triggers.append((rule, pi, idx))

        def emit(cat: int, term: int, s: int, e: int, seg: int, key: int) -> None:
            idx = len(hits)
            hits.append((cat, term, s, e))
            pairs(cat, idx, s, e, seg)
            if key != NO_KEY:
                pairs(key, idx, s, e, seg)
            last[cat] = (idx, s, e, seg)
            if key != NO_KEY:
                last[key] = (idx, s, e, seg)

        has_number = tt.number_category >= 0
        seg = 0
        num: list[int] | None = None  # [start, last end, pending joiner, segment]
        cn: list[int] | None = None  # [start, end, segment, significant]

        def close_num() -> None:
            nonlocal num
            if num is not None:
                emit(tt.number_category, tt.number_term, num[0], num[1], num[3], NO_KEY)
                num = None

        def close_cn() -> None:
            nonlocal cn
            if cn is not None:
                if cn[3]:
                    emit(tt.cn_category, tt.cn_term, cn[0], cn[1], cn[2], NO_KEY)
                cn = None

        for i in range(n):
            b = data[i]
            p = i + 1
            if has_number:
                if 48 <= b <= 57:
                    if num is None:
                        num = [i, p, 0, seg]
                    num[1], num[2] = p, 0
                elif num is not None:
                    if b in (44, 46) and not num[2] and num[1] == i:
                        num[2] = 1
                    else:
                        close_num()
            for tid in self._ending_at(folded, p):
                t = entries[tid]
                s = p - len(t.pattern)
                if t.flags & LEFT_BOUNDARY and s > 0 and _is_letter(data[s - 1]):
                    continue
                if t.flags & RIGHT_BOUNDARY and p < n and _is_letter(data[p]):
                    continue
                if t.kind == KIND_DIGIT:
                    continue  # only a fast-path exit in the compiled scanner
                if t.kind == KIND_BREAK:
                    close_num()
                    close_cn()
                    seg += 1
                elif t.kind == KIND_CN_ATOM:
                    if cn is not None and cn[1] == s:
                        cn[1] = p
                    else:
                        close_cn()
                        cn = [s, p, seg, 0]
                    cn[3] |= t.flags & SIGNIFICANT
                else:
                    emit(t.category, tid, s, p, seg, t.key)
            if cn is not None and p - cn[1] >= 3:
                close_cn()
        close_num()
        close_cn()
        return RawScan.from_records(hits, triggers)

    def scan(self, text: str) -> ScanResult:
        data = text.encode("utf-8", "surrogatepass")
        return decode(self.compiled, self.scan_bytes(data), data)


class ReferenceTokenMachine:
    """The token machine from its definition (see `compiler.token_tables`), not from the tables."""

    def __init__(self, compiled: CompiledBundle, vocab: Sequence[str]) -> None:
        tables: TokenTables = compiled.tokens
        self.window = tables.window
        self.n_cats = len(tables.categories)
        index = {c: i for i, c in enumerate(tables.categories)}
        bundle = compiled.bundle
        self.nodes = {(index[k.after], index[k.then]): i + 1 for i, k in enumerate(bundle.key_nodes)}
        scanner = ReferenceScanner(compiled)
        self.columns: list[int] = []
        for token in vocab:
            text = token.strip()
            best = self.n_cats
            if text:
                for hit in scanner.scan(text).hits:
                    if hit.start == 0 and hit.end == len(text):
                        best = min(best, index.get(hit.category, self.n_cats))
            self.columns.append(best + 1 if best < self.n_cats else 0)

    def step(self, state: int, token_id: int) -> tuple[int, int]:
        col = self.columns[token_id] if 0 <= token_id < len(self.columns) else 0
        w = self.window
        if col == 0:
            if state == 0:
                return 0, 0
            _, gap = divmod(state - 1, w + 1)
            return (0 if gap >= w else state + 1), 0
        cat = col - 1
        node = self.nodes.get(((state - 1) // (w + 1), cat), 0) if state else 0
        return 1 + cat * (w + 1), node

    def advance_nodes(self, states: Sequence[int], token_ids: Sequence[int]) -> tuple[list[int], list[int]]:
        out = [self.step(s, t) for s, t in zip(states, token_ids, strict=True)]
        return [s for s, _ in out], [n for _, n in out]
