"""Pass 5: IR tables -> linear-memory layout (packed little-endian tables at fixed addresses).

Transition rows hold *absolute addresses* of the next row, so the scanner's inner loop is one
class lookup and one load per byte; each row ends with (address of its output list, count).
"""

from __future__ import annotations

import struct
from array import array
from dataclasses import dataclass

from zero_layer.compiler.errors import LimitExceeded
from zero_layer.compiler.ir import Automaton, RuleTable, TermTable, TokenTables
from zero_layer.compiler.limits import MAX_DATA_BYTES
from zero_layer.compiler.wasm.model import DataSegment

__all__ = ["FLAG_DIGIT", "FLAG_JOINER", "FLAG_LETTER", "PAGE", "Layout", "build_layout"]

PAGE = 65536
FLAG_DIGIT = 1
FLAG_JOINER = 2
FLAG_LETTER = 4
NUMBER_JOINERS = b".,"


@dataclass(frozen=True)
class Layout:
    class_map: int
    flag_map: int
    trans: int  # address of the root row
    row_bytes: int
    out_info: int  # offset of (outputs address, count) inside a row
    threshold: int  # rows at or above this address have outputs
    terms: int
    adjacency: int
    last: int
    last_bytes: int
    tm_next: int
    tm_node: int
    tm_states: int
    tm_cols: int
    heap_base: int
    segments: tuple[DataSegment, ...]

    @property
    def pages(self) -> int:
        return self.heap_base // PAGE + 2


def _le32(values: list[int]) -> bytes:
    arr = array("I", values)
    if arr.itemsize != 4:  # pragma: no cover - every supported platform has 4-byte unsigned int
        raise LimitExceeded("platform without 32-bit array('I')")
    return arr.tobytes() if struct.pack("=I", 1) == struct.pack("<I", 1) else _byteswap(arr)


def _byteswap(arr: array[int]) -> bytes:  # pragma: no cover - big-endian hosts
    arr.byteswap()
    return arr.tobytes()


def _le16(values: tuple[int, ...]) -> bytes:
    return struct.pack(f"<{len(values)}H", *values)


def _align(n: int, to: int = 16) -> int:
    return (n + to - 1) // to * to


def build_layout(terms: TermTable, rules: RuleTable, dfa: Automaton, tokens: TokenTables) -> Layout:
    addr = 1024  # keep address 0 unused: a zero pointer is always a bug
    segs: list[DataSegment] = []

    def place(name: str, data: bytes) -> int:
        nonlocal addr
        at = addr
        segs.append(DataSegment(name, at, data))
        addr = _align(at + len(data))
        return at

    class_map = place("class_map", dfa.class_map)
    flags = bytearray(256)
    for b in range(256):
        if chr(b).isascii() and chr(b).isalpha():
            flags[b] |= FLAG_LETTER
        if terms.number_category >= 0 and ord("0") <= b <= ord("9"):
            flags[b] |= FLAG_DIGIT
        if terms.number_category >= 0 and b in NUMBER_JOINERS:
            flags[b] |= FLAG_JOINER
    flag_map = place("flag_map", bytes(flags))

    k = dfa.n_classes
    row_bytes = (k + 2) * 4
    n = dfa.n_states
    trans = addr
    outs_at = _align(trans + n * row_bytes)
    out_lists: list[int] = []
    rows: list[int] = []
    first_output = next((s for s in range(n) if dfa.outputs[s]), n)
    for s in range(n):
        rows.extend(trans + dfa.delta[s * k + c] * row_bytes for c in range(k))
        rows.append(outs_at + 4 * len(out_lists))
        rows.append(len(dfa.outputs[s]))
        out_lists.extend(dfa.outputs[s])
    place("transitions", _le32(rows))
    place("outputs", _le32(out_lists))

    term_words: list[int] = []
    for t in terms.terms:
        if len(t.pattern) > 255:
            raise LimitExceeded(f"term {t.text!r} is longer than 255 bytes")
        category = t.category & 0xFFFF
        term_words += [category | len(t.pattern) << 16 | (t.kind | t.flags) << 24, t.key]
    terms_at = place("terms", _le32(term_words))

    n_keys = len(terms.keys)
    adj_at = addr
    entries_at = _align(adj_at + n_keys * 8)
    heads: list[int] = []
    entries: list[int] = []
    for adj in rules.adjacency:
        heads += [entries_at + 4 * len(entries), len(adj)]
        for rule, other in adj:
            entries += [rule, other]
    place("rule_keys", _le32(heads))
    place("rule_edges", _le32(entries))

    last = addr
    last_bytes = n_keys * 16
    addr = _align(last + last_bytes)

    tm_next = place("token_next", _le16(tokens.next_state))
    tm_node = place("token_node", _le16(tokens.node))
    heap_base = _align(addr, PAGE)
    if heap_base > MAX_DATA_BYTES:
        raise LimitExceeded(f"compiled tables need {heap_base} bytes (limit {MAX_DATA_BYTES})")
    return Layout(
        class_map=class_map,
        flag_map=flag_map,
        trans=trans,
        row_bytes=row_bytes,
        out_info=k * 4,
        threshold=trans + first_output * row_bytes,
        terms=terms_at,
        adjacency=adj_at,
        last=last,
        last_bytes=last_bytes,
        tm_next=tm_next,
        tm_node=tm_node,
        tm_states=tokens.n_states,
        tm_cols=tokens.n_cols,
        heap_base=heap_base,
        segments=tuple(segs),
    )
