"""Semantic validation of a parsed bundle (what a JSON Schema cannot say).

Unknown category references, duplicates, terms that could never match (they contain a segment
break) are errors with the document path and line, raised before anything is compiled.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import NoReturn

from zero_layer.rules.ast import Bundle
from zero_layer.rules.errors import BundleError

__all__ = ["check_bundle", "fold"]


def fold(term: str) -> str:
    """Case folding used by the scanner: ASCII letters only (CJK and other scripts are exact)."""
    return term.translate(_ASCII_LOWER)


_ASCII_LOWER = {c: c + 32 for c in range(ord("A"), ord("Z") + 1)}


def check_bundle(bundle: Bundle, lines: Mapping[str, int] | None = None) -> None:
    """Raise `BundleError` for the first semantic problem in `bundle`."""
    lines = lines or {}

    def fail(message: str, path: str) -> NoReturn:
        from zero_layer.rules.parse import line_of

        raise BundleError(message, bundle.source, path, line_of(dict(lines), path))

    breaks = bundle.scan.breaks
    for i, b in enumerate(breaks):
        if any(ch.isascii() and ch.isalnum() for ch in b):
            fail(f"segment break {b!r} must not contain ASCII letters or digits", f"scan.breaks[{i}]")
        if "\n" in b and b != "\n":
            # batches are joined with line breaks: one must always end a segment on its own
            fail(f"segment break {b!r} may contain a line break only as the whole break", f"scan.breaks[{i}]")

    seen: dict[str, str] = {}
    for ci, cat in enumerate(bundle.categories):
        if cat.id in seen:
            fail(f"duplicate category id {cat.id!r}", f"categories[{ci}].id")
        seen[cat.id] = f"categories[{ci}]"
        if cat.builtin is None and not cat.terms:
            fail(f"category {cat.id!r} has neither terms nor a builtin recogniser", f"categories[{ci}]")
        _check_terms(fail, f"categories[{ci}].terms", {"en": cat.en, "zh": cat.zh}, breaks)

    domain_ids: set[str] = set()
    for di, dom in enumerate(bundle.domains):
        if dom.id in domain_ids:
            fail(f"duplicate domain id {dom.id!r}", f"domains[{di}].id")
        domain_ids.add(dom.id)
        if not dom.terms:
            fail(f"domain {dom.id!r} has no trigger terms", f"domains[{di}].terms")
        _check_terms(fail, f"domains[{di}].terms", {"en": dom.en, "zh": dom.zh}, breaks)

    pairs: set[frozenset[str]] = set()
    for pi, pair in enumerate(bundle.heatmap.pairs):
        for side in ("left", "right"):
            ref = getattr(pair, side)
            if ref not in seen:
                fail(f"unknown category {ref!r}", f"heatmap.pairs[{pi}].{side}")
        key = frozenset((pair.left, pair.right))
        if key in pairs:
            fail(f"duplicate pair {pair.left} × {pair.right}", f"heatmap.pairs[{pi}]")
        pairs.add(key)

    term_rules: set[tuple[str, str]] = set()
    for ti, tw in enumerate(bundle.heatmap.terms):
        if tw.category not in seen:
            fail(f"unknown category {tw.category!r}", f"heatmap.terms[{ti}].category")
        if tw.term != tw.term.strip() or any(b in tw.term for b in breaks):
            fail(f"term {tw.term!r} has surrounding spaces or a segment break", f"heatmap.terms[{ti}].term")
        tkey = (fold(tw.term), tw.category)
        if tkey in term_rules:
            fail(f"duplicate term weight {tw.term} × {tw.category}", f"heatmap.terms[{ti}]")
        term_rules.add(tkey)

    names: set[str] = set()
    for ki, node in enumerate(bundle.key_nodes):
        if node.name in names:
            fail(f"duplicate key node {node.name!r}", f"keyNodes[{ki}].name")
        names.add(node.name)
        for side in ("after", "then"):
            ref = getattr(node, side)
            if ref not in seen:
                fail(f"unknown category {ref!r}", f"keyNodes[{ki}].{side}")


def _check_terms(
    fail: Callable[[str, str], NoReturn],
    base: str,
    by_lang: Mapping[str, tuple[str, ...]],
    breaks: tuple[str, ...],
) -> None:
    folded: set[str] = set()
    for lang, terms in by_lang.items():
        for i, term in enumerate(terms):
            path = f"{base}.{lang}[{i}]"
            if term != term.strip():
                fail(f"term {term!r} has leading or trailing whitespace", path)
            hit = next((b for b in breaks if b in term), None)
            if hit is not None:
                fail(f"term {term!r} contains the segment break {hit!r} and could never match", path)
            key = fold(term)
            if key in folded:
                fail(f"duplicate term {term!r} (terms match case-insensitively)", path)
            folded.add(key)
