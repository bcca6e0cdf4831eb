"""Candidate pairs come from the real compiled scanner's hits on the shipped bundle."""

from __future__ import annotations

import pytest

from zero_layer.compiler import compile_bundle
from zero_layer.engine import Hit, Scanner
from zero_layer.heatmap.build import priors_of
from zero_layer.heatmap.candidates import Candidate, candidates
from zero_layer.rules import Bundle, load_bundle

pytestmark = pytest.mark.unit


@pytest.fixture(scope="module")
def bundle() -> Bundle:
    return load_bundle()


@pytest.fixture(scope="module")
def scanner(bundle: Bundle) -> Scanner:
    return Scanner(compile_bundle(bundle))


def _run(bundle: Bundle, scanner: Scanner, text: str, **kw: int) -> tuple[list[Hit], list[Candidate]]:
    cats = frozenset(c.id for c in bundle.categories)
    builtins = frozenset(c.id for c in bundle.categories if c.builtin)
    spans, found = candidates(scanner.scan(text).hits, cats, builtins, priors_of(bundle), **kw)
    return spans, list(found)


def test_number_unit_and_analyte_pairs_from_a_lab_sentence(bundle: Bundle, scanner: Scanner) -> None:
    text = "Fasting glucose was 126 mg/dL on admission."
    spans, found = _run(bundle, scanner, text)
    words = [text[h.start : h.end] for h in spans]
    assert words == ["Fasting glucose", "126", "mg/dL"], "overlapping hits: the longest wins"
    keys = {k for c in found for k in c.keys}
    assert ("pair", "number", "unit_medical") in keys
    assert ("pair", "lab_analyte", "unit_medical") in keys
    assert ("term", "fasting glucose", "lab_analyte") not in keys, "same-category hits never pair"
    assert not any(k[0] == "term" and k[1] == "126" for k in keys), "a number is no reusable term"
    _, found = _run(bundle, scanner, "ALT was 88 U/L.")
    assert ("term", "alt", "unit_medical") in {k for c in found for k in c.keys}, "terms with a prior"


def test_pair_keys_follow_the_prior_orientation(bundle: Bundle, scanner: Scanner) -> None:
    # The default bundle orders the pair (rate, percent); the hit order in the text is percent first.
    _, found = _run(bundle, scanner, "A 5% interest rate applies.")
    keys = {k for c in found for k in c.keys}
    assert ("pair", "rate", "percent") in keys and ("pair", "percent", "rate") not in keys


def test_far_apart_and_same_category_hits_do_not_pair(bundle: Bundle, scanner: Scanner) -> None:
    text = (
        "Glucose 126 mg/dL."
        + " The weather was mild and the staff were friendly." * 3
        + " Then the interest."
    )
    spans, found = _run(bundle, scanner, text, window=40)
    words = {text[h.start : h.end] for h in spans}
    assert "interest" not in words, "a span without a partner inside the window is not probed"
    assert {"Glucose", "126", "mg/dL"} <= words
    assert all(spans[c.i].category != spans[c.j].category for c in found)
    assert all(0 <= c.i < c.j < len(spans) for c in found)


def test_max_spans_bounds_the_probe_cost(bundle: Bundle, scanner: Scanner) -> None:
    text = "Take 5 mg, 10 mg, 20 mg, 40 mg, 80 mg and 160 mg of it over 3 days."
    many, _ = _run(bundle, scanner, text, max_spans=16)
    few, found = _run(bundle, scanner, text, max_spans=4)
    assert len(many) > 4 >= len(few) and found
