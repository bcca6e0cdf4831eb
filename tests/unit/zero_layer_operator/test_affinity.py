"""GPU placement terms from minComputeCapability, checked against a realistic GPU pool."""

from __future__ import annotations

import pytest

from zero_layer_operator.desired.affinity import MAJOR, MINOR, compute_capability_terms, node_matches

pytestmark = pytest.mark.unit

POOL = {
    "V100": ("7", "0"),
    "T4": ("7", "5"),
    "A100": ("8", "0"),
    "A10": ("8", "6"),
    "L4": ("8", "9"),
    "H100": ("9", "0"),
    "B200": ("10", "0"),
}


def _eligible(min_cc: str) -> set[str]:
    terms = compute_capability_terms(min_cc)
    return {gpu for gpu, (major, minor) in POOL.items() if node_matches({MAJOR: major, MINOR: minor}, terms)}


@pytest.mark.parametrize(
    ("min_cc", "expected"),
    [
        ("8.0", {"A100", "A10", "L4", "H100", "B200"}),
        ("8.6", {"A10", "L4", "H100", "B200"}),
        ("8.9", {"L4", "H100", "B200"}),
        ("9.0", {"H100", "B200"}),
        ("10.0", {"B200"}),
    ],
)
def test_eligible_gpus(min_cc: str, expected: set[str]) -> None:
    assert _eligible(min_cc) == expected


def test_8_0_is_a_single_major_term() -> None:
    assert compute_capability_terms("8.0") == [
        {"matchExpressions": [{"key": MAJOR, "operator": "Gt", "values": ["7"]}]}
    ]


def test_8_9_is_or_of_major_and_minor_terms() -> None:
    assert compute_capability_terms("8.9") == [
        {"matchExpressions": [{"key": MAJOR, "operator": "Gt", "values": ["8"]}]},
        {
            "matchExpressions": [
                {"key": MAJOR, "operator": "In", "values": ["8"]},
                {"key": MINOR, "operator": "Gt", "values": ["8"]},
            ]
        },
    ]


def test_nodes_without_gfd_labels_never_match() -> None:
    assert not node_matches({}, compute_capability_terms("8.0"))
    assert not node_matches({MAJOR: "x"}, compute_capability_terms("8.0"))


def test_bad_capability_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match=r"X\.Y"):
        compute_capability_terms("8")
