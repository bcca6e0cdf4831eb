"""Per-request options: opt-in detection and validation messages that name the argument."""

from __future__ import annotations

import pytest

from zero_layer.vllm_plugin.options import OptionsError, RowOptions, parse_options

pytestmark = pytest.mark.unit


@pytest.mark.parametrize("extra", [None, {}, {"zero_layer": 0}, {"zero_layer": "false"}, {"other": 1}])
def test_not_opted_in(extra: dict[str, object] | None) -> None:
    assert parse_options(extra) is None


def test_opted_in_with_defaults_and_values() -> None:
    opts = parse_options({"zero_layer": 1, "zero_layer_id": "r1", "zero_layer_values": "30 days| 5% |"})
    assert opts == RowOptions(request_id="r1", mode="observe", values=("30 days", "5%"), top_k=5)
    assert parse_options({"zero_layer": "1"}, default_mode="enforce") == RowOptions(mode="enforce")


@pytest.mark.parametrize(
    ("extra", "field"),
    [
        ({"zero_layer": 1, "zero_layer_mode": "force"}, "zero_layer_mode"),
        ({"zero_layer": 1, "zero_layer_top_k": "x"}, "zero_layer_top_k"),
        ({"zero_layer": 1, "zero_layer_top_k": 99}, "zero_layer_top_k"),
        ({"zero_layer": 1, "zero_layer_values": "9" * 100}, "zero_layer_values"),
    ],
)
def test_bad_options_name_the_argument(extra: dict[str, object], field: str) -> None:
    with pytest.raises(OptionsError, match=field):
        parse_options(extra)
