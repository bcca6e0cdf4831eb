"""The token machine: vocabulary categories, key decision nodes, batching and bad input."""

from __future__ import annotations

from pathlib import Path

import pytest

from zero_layer.compiler import compile_bundle
from zero_layer.engine import EngineError, TokenMachine
from zero_layer.rules import load_bundle

pytestmark = pytest.mark.unit

TINY = Path(__file__).parents[3] / "fixtures" / "bundles" / "tiny.yaml"
VOCAB = ["<s>", " 120", " mg", " the", "Q3", " of", "mg/dL"]


@pytest.fixture(scope="module")
def tm() -> TokenMachine:
    return TokenMachine(compile_bundle(load_bundle(TINY)), VOCAB)


def test_vocabulary_entries_get_the_category_that_covers_them(tm: TokenMachine) -> None:
    assert [tm.category_of(i) for i in range(len(VOCAB))] == [
        None,
        "number",
        "unit",
        None,
        "period",
        None,
        "unit",
    ]
    assert tm.category_of(-1) is None and tm.category_of(10_000) is None


def test_number_then_unit_is_a_key_node_within_the_token_window(tm: TokenMachine) -> None:
    assert tm.key_node_names == {1: "number_then_unit"}
    # row 0: 120 mg (adjacent); row 1: 120 the mg (one token apart, window 1); row 2: 120 the of mg
    states = [0, 0, 0]
    seqs = [[1, 2, 3, 3], [1, 3, 2, 3], [1, 3, 5, 2]]
    flags_per_step = []
    for step in range(4):
        states, flags = tm.advance(states, [seq[step] for seq in seqs])
        flags_per_step.append(flags)
    assert flags_per_step == [[0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 0]]


def test_unit_before_number_is_not_a_key_node(tm: TokenMachine) -> None:
    states, flags = tm.advance([0], [2])
    states, flags = tm.advance(states, [1])
    assert flags == [0]


def test_empty_batch_and_mismatched_lengths(tm: TokenMachine) -> None:
    assert tm.advance([], []) == ([], [])
    with pytest.raises(EngineError, match="2 states but 1 token ids"):
        tm.advance([0, 0], [1])


def test_a_state_outside_the_machine_is_an_engine_error(tm: TokenMachine) -> None:
    with pytest.raises(EngineError, match="outside"):
        tm.advance([tm.n_states], [1])


def test_fuel_exhaustion_in_advance_raises() -> None:
    starved = TokenMachine(compile_bundle(load_bundle(TINY)), VOCAB, fuel=20)
    with pytest.raises(EngineError, match="fuel"):
        starved.advance([0] * 100, [1] * 100)


def test_large_batches_use_one_call(tm: TokenMachine) -> None:
    n = 5000
    states, flags = tm.advance([0] * n, [1] * n)
    states, flags = tm.advance(states, [2] * n)
    assert flags == [1] * n and len(set(states)) == 1


def test_array_rows_give_the_same_steps_as_lists(tm: TokenMachine) -> None:
    from array import array

    states = [0, 0, 3, 1]
    tokens = [1, 2, 2, 6]
    s_list, n_list = tm.advance_nodes(states, tokens)
    s_arr, n_arr = tm.advance_arrays(array("i", states), array("i", tokens))
    assert (s_arr.tolist(), n_arr.tolist()) == (s_list, n_list)
