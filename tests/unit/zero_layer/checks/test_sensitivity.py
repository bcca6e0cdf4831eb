"""The bundle's heatmap decides which facts are compared, so the gate can see a weaker bundle."""

from __future__ import annotations

import dataclasses

import pytest

from zero_layer.checks import Checker, CheckRequest
from zero_layer.checks.sensitivity import PRODUCING_PAIRS, is_sensitive, sensitive_kinds
from zero_layer.regress import run_gate
from zero_layer.rules import Bundle, Heatmap, load_bundle

pytestmark = pytest.mark.unit

PERCENT_CONFLICT = {"chunks": ["The late fee is 5% per month.", "The late fee is 8% per month."]}


def _without_pairs(bundle: Bundle, kinds: set[str]) -> Bundle:
    """The default bundle with every pair that produces ``kinds`` cooled below the threshold."""
    cooled = {frozenset(p) for k in kinds for p in PRODUCING_PAIRS[k]}
    pairs = tuple(
        dataclasses.replace(p, weight=0.1) if frozenset((p.left, p.right)) in cooled else p
        for p in bundle.heatmap.pairs
    )
    return dataclasses.replace(bundle, heatmap=Heatmap(pairs=pairs, terms=bundle.heatmap.terms))


def test_kinds_follow_hot_pairs_in_either_orientation() -> None:
    assert sensitive_kinds([("percent", "number")]) == {"percent", "discount_zhe"}
    assert sensitive_kinds([("duration", "anchor")]) == {"duration", "business_days"}
    assert sensitive_kinds([]) == frozenset()


def test_unmapped_kinds_are_always_compared() -> None:
    assert is_sensitive("some_new_kind", frozenset())
    assert not is_sensitive("percent", frozenset({"money"}))


def test_default_bundle_makes_every_mapped_kind_sensitive() -> None:
    checker = Checker()
    assert checker._sensitive == frozenset(PRODUCING_PAIRS)


def test_cooling_the_percent_pairs_stops_percent_conflicts() -> None:
    request = CheckRequest.from_dict(PERCENT_CONFLICT)
    assert Checker().check(request).status == "CONFLICT_DETECTED"
    weak = Checker(_without_pairs(load_bundle(), {"percent"}))
    assert weak.check(request).status == "OK"


def test_gate_fails_a_bundle_that_stops_checking_money_and_durations() -> None:
    default = load_bundle()
    report = run_gate(_without_pairs(default, {"money", "duration"}), default)
    assert report.verdict == "fail", report.summary()
