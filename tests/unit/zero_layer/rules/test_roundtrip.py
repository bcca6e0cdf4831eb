"""Property: any valid bundle survives canonical YAML -> parse unchanged, with a stable digest."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from zero_layer.rules import Bundle, Category, Heatmap, Metadata, PairWeight, TermWeight, parse_bundle_text
from zero_layer.rules.check import fold

pytestmark = pytest.mark.unit

ALPHABET = "abcXYZ019 /%$-元日三万é'\":#{}[]"
term = st.text(alphabet=ALPHABET, min_size=1, max_size=8).map(str.strip).filter(bool)


def _unique(terms: list[str]) -> tuple[str, ...]:
    seen: dict[str, str] = {}
    for t in terms:
        seen.setdefault(fold(t), t)
    return tuple(seen.values())


@st.composite
def bundles(draw: st.DrawFn) -> Bundle:
    ids = draw(
        st.lists(
            st.sampled_from(["num", "unit", "rate", "date", "party"]), min_size=1, max_size=4, unique=True
        )
    )
    cats = []
    for i, cid in enumerate(ids):
        terms = _unique(draw(st.lists(term, min_size=0 if i == 0 else 1, max_size=5)))
        cats.append(
            Category(cid, draw(st.text(max_size=10)), "number" if i == 0 and not terms else None, terms)
        )
    weight = st.floats(0, 1, allow_nan=False)
    pairs = {
        frozenset((draw(st.sampled_from(ids)), draw(st.sampled_from(ids))))
        for _ in range(draw(st.integers(0, 3)))
    }
    heat = Heatmap(
        pairs=tuple(PairWeight(min(p), max(p), draw(weight)) for p in sorted(pairs, key=sorted)),
        terms=tuple(
            TermWeight(t, draw(st.sampled_from(ids)), draw(weight))
            for t in _unique(draw(st.lists(term, max_size=2)))
        ),
    )
    return Bundle(
        metadata=Metadata(
            "gen", draw(st.sampled_from(["1", "1.0.0", "2024-01"])), draw(st.text(max_size=20))
        ),
        sensitivity=draw(weight),
        cache_size=draw(st.integers(1, 65536)),
        categories=tuple(cats),
        heatmap=heat,
    )


@settings(max_examples=60, deadline=None)
@given(bundle=bundles())
def test_canonical_yaml_round_trips(bundle: Bundle) -> None:
    parsed = parse_bundle_text(bundle.to_yaml(), source="gen.yaml")
    assert parsed == bundle
    assert parsed.digest == bundle.digest
    assert parsed.to_yaml() == bundle.to_yaml()
