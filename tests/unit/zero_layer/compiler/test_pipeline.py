"""Compiler passes: determinism, hot-table selection, limits and the automaton."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from zero_layer.compiler import CompileError, LimitExceeded, compile_bundle
from zero_layer.compiler import automaton as automaton_mod
from zero_layer.compiler import lower_terms as lower_terms_mod
from zero_layer.compiler.automaton import build_automaton
from zero_layer.compiler.lower_terms import lower_terms
from zero_layer.rules import load_bundle, parse_bundle_text

pytestmark = pytest.mark.unit

TINY = Path(__file__).parents[3] / "fixtures" / "bundles" / "tiny.yaml"


def test_same_bundle_same_bytes_and_digest() -> None:
    a = compile_bundle(load_bundle())
    b = compile_bundle(load_bundle())
    assert a.wasm == b.wasm and a.digest == b.digest
    assert a.digest.startswith("sha256:")


def test_digest_is_the_same_in_a_fresh_interpreter_with_another_hash_seed() -> None:
    code = "from zero_layer.rules import load_bundle; from zero_layer.compiler import compile_bundle; " \
           "print(compile_bundle(load_bundle()).digest)"  # fmt: skip
    digests = {
        subprocess.run(
            [sys.executable, "-c", code],
            env={"PYTHONHASHSEED": seed},
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        for seed in ("1", "4242")
    }
    assert digests == {compile_bundle(load_bundle()).digest}


def test_changing_a_weight_changes_the_digest() -> None:
    b = load_bundle(TINY)
    pairs = list(b.heatmap.pairs)
    pairs[0] = replace(pairs[0], weight=0.95)
    other = replace(b, heatmap=replace(b.heatmap, pairs=tuple(pairs)))
    assert compile_bundle(other).digest != compile_bundle(b).digest


def test_hot_table_keeps_rules_at_or_above_sensitivity_hottest_first() -> None:
    compiled = compile_bundle(load_bundle(TINY))
    assert [(r.rule_id, r.weight) for r in compiled.rules] == [
        ("pair:number+unit", 0.9),
        ("term:quarterly@period", 0.9),
        ("pair:cn_numeral+unit", 0.8),
    ]


def test_cache_size_bounds_the_hot_table() -> None:
    b = replace(load_bundle(TINY), cache_size=2)
    compiled = compile_bundle(b)
    assert [r.rule_id for r in compiled.rules] == ["pair:number+unit", "term:quarterly@period"]
    assert compiled.rule_table.cold_rules == 1


def test_cache_size_over_the_limit_is_rejected() -> None:
    with pytest.raises(LimitExceeded, match="cacheSize"):
        compile_bundle(replace(load_bundle(TINY), cache_size=10**6))


def test_too_many_terms_or_states_raise_limit_exceeded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lower_terms_mod, "MAX_TERMS", 5)
    with pytest.raises(LimitExceeded, match="terms exceed"):
        compile_bundle(load_bundle(TINY))
    monkeypatch.undo()
    monkeypatch.setattr(automaton_mod, "MAX_STATES", 10)
    with pytest.raises(CompileError, match="states"):
        compile_bundle(load_bundle(TINY))


def test_heatmap_term_without_a_category_gets_a_hidden_entry() -> None:
    table = lower_terms(load_bundle(TINY))
    assert table.categories[-1] == "_term"
    quarterly = [t for t in table.terms if t.text == "quarterly"]
    assert len(quarterly) == 1 and quarterly[0].key == table.keys.index("term:quarterly")


def test_automaton_lists_every_pattern_ending_in_a_state_longest_first() -> None:
    text = """\
apiVersion: zerolayer.io/v1
kind: RuleBundle
metadata: {name: t, version: "1"}
categories:
  - id: a
    terms: {en: [he, she, his, hers]}
"""
    table = lower_terms(parse_bundle_text(text))
    dfa = build_automaton(table)
    k = dfa.n_classes
    state = 0
    for byte in b"ushe":
        state = dfa.delta[state * k + dfa.class_map[byte]]
    ids = {t.text: t.id for t in table.terms}
    assert dfa.outputs[state] == (ids["she"], ids["he"])
    # upper case folds onto the same transitions
    assert dfa.class_map[ord("H")] == dfa.class_map[ord("h")]
