"""Pass 1: bundle -> `TermTable` (categories, literal patterns, segment breaks, numeral atoms, keys)."""

from __future__ import annotations

from dataclasses import replace

from zero_layer.compiler.errors import LimitExceeded
from zero_layer.compiler.ir import (
    KIND_BREAK,
    KIND_CN_ATOM,
    KIND_DIGIT,
    KIND_LITERAL,
    LEFT_BOUNDARY,
    NO_KEY,
    RIGHT_BOUNDARY,
    SIGNIFICANT,
    TermEntry,
    TermTable,
)
from zero_layer.compiler.limits import MAX_KEYS, MAX_TERMS
from zero_layer.rules.ast import Bundle
from zero_layer.rules.check import fold

__all__ = ["CN_DIGITS", "CN_MULTIPLIERS", "HIDDEN_TERM_CATEGORY", "lower_terms"]

#: Chinese numeral characters that carry a value on their own
CN_DIGITS = "零〇一二三四五六七八九十两壹贰叁肆伍陆柒捌玖拾"
#: multipliers: part of a numeral run, but never a numeral alone (3万 is a number followed by 万)
CN_MULTIPLIERS = "百千万亿佰仟"
#: category of heatmap terms that no category lists
HIDDEN_TERM_CATEGORY = "_term"


def _flags(pattern: bytes) -> int:
    flags = 0
    if pattern[:1].isalpha():
        flags |= LEFT_BOUNDARY
    if pattern[-1:].isalpha():
        flags |= RIGHT_BOUNDARY
    return flags


def lower_terms(bundle: Bundle) -> TermTable:
    categories = [c.id for c in bundle.categories] + [d.category_id for d in bundle.domains]
    entries: list[TermEntry] = []

    def add(text: str, category: int, kind: int, flags: int, key: int = NO_KEY) -> None:
        pattern = fold(text).encode("utf-8")
        entries.append(TermEntry(len(entries), text, pattern, category, kind, flags, key))

    for ci, cat in enumerate(bundle.categories):
        for term in cat.terms:
            add(term, ci, KIND_LITERAL, _flags(fold(term).encode("utf-8")))
    for di, dom in enumerate(bundle.domains):
        for term in dom.terms:
            add(term, len(bundle.categories) + di, KIND_LITERAL, _flags(fold(term).encode("utf-8")))

    breaks = list(dict.fromkeys(("\n", *bundle.scan.breaks)))
    for b in breaks:
        add(b, -1, KIND_BREAK, 0)

    number_category = next((i for i, c in enumerate(bundle.categories) if c.builtin == "number"), -1)
    cn_category = next((i for i, c in enumerate(bundle.categories) if c.builtin == "cn_numeral"), -1)
    if number_category >= 0:
        for digit in "0123456789":
            add(digit, number_category, KIND_DIGIT, 0)
    if cn_category >= 0:
        for ch in CN_DIGITS:
            add(ch, cn_category, KIND_CN_ATOM, SIGNIFICANT)
        for ch in CN_MULTIPLIERS:
            add(ch, cn_category, KIND_CN_ATOM, 0)

    # heatmap term keys (after every category key): attached to the first literal with that
    # pattern, or to an entry of the hidden category when no category lists the term
    term_keys = list(dict.fromkeys(fold(t.term) for t in bundle.heatmap.terms))
    literal_patterns = {e.pattern for e in entries if e.kind == KIND_LITERAL}
    missing = [k for k in term_keys if k.encode("utf-8") not in literal_patterns]
    if missing:
        categories.append(HIDDEN_TERM_CATEGORY)
    key_of = {k.encode("utf-8"): len(categories) + i for i, k in enumerate(term_keys)}
    keys = [*categories, *(f"term:{k}" for k in term_keys)]
    owned: set[bytes] = set()
    for idx, e in enumerate(entries):
        if e.kind == KIND_LITERAL and e.pattern in key_of and e.pattern not in owned:
            owned.add(e.pattern)
            entries[idx] = replace(e, key=key_of[e.pattern])
    for folded in missing:
        text = next(t.term for t in bundle.heatmap.terms if fold(t.term) == folded)
        pattern = folded.encode("utf-8")
        add(text, len(categories) - 1, KIND_LITERAL, _flags(pattern), key_of[pattern])

    if len(entries) > MAX_TERMS:
        raise LimitExceeded(f"{len(entries)} terms exceed the limit of {MAX_TERMS}")
    if len(keys) > MAX_KEYS:
        raise LimitExceeded(f"{len(keys)} rule keys exceed the limit of {MAX_KEYS}")
    return TermTable(
        categories=tuple(categories),
        terms=tuple(entries),
        keys=tuple(keys),
        number_category=number_category,
        cn_category=cn_category,
        window_bytes=bundle.scan.window_bytes,
    )
