"""The public Python API mirrors the CLI."""

from __future__ import annotations

import pytest

import zero_layer
from zero_layer.checks import InputError, Policy

pytestmark = pytest.mark.unit


def test_check_returns_the_cli_dict_shape() -> None:
    result = zero_layer.check(
        ["The fee is $10.", {"id": "k", "text": "The fee is $20."}], answer="The fee is $10."
    )
    d = result.to_dict()
    assert d["status"] == "CONFLICT_DETECTED"
    assert d["conflicts"][0]["chunks"] in (["0", "k"], ["answer", "k"])
    assert d["conflicts"] == [c.to_dict() for c in result.conflicts] == d["zero_state"]["conflicts"]
    assert d["conflicts"][0] is not d["zero_state"]["conflicts"][0]  # copies: editing one leaves the other
    assert zero_layer.Checker is not None and zero_layer.CheckResult is not None


def test_policy_is_applied() -> None:
    lenient = Policy(answer_threshold=0.5, confirm_threshold=0.1)
    result = zero_layer.check(["The fee is $10."], answer="It takes 3 business days.", policy=lenient)
    assert result.zero_state.policy == "answer"


def test_bad_input_raises_input_error() -> None:
    with pytest.raises(InputError, match=r"chunks\[0\]"):
        zero_layer.check([3])  # type: ignore[list-item]
