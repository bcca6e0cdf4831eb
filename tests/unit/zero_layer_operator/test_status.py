"""kstatus conditions folded from the rollout state, the Deployment and GPU capacity (table-driven)."""

from __future__ import annotations

import pytest

from zero_layer_operator.reconcile import GpuNode, capacity
from zero_layer_operator.rollout import GateOutcome, RolloutState, Step
from zero_layer_operator.status import (
    Capacity,
    DeploymentObs,
    condition,
    deployment_obs,
    merge_conditions,
    rulebundle_status,
    zld_conditions,
)

pytestmark = pytest.mark.unit

A, B = "sha256:aaa", "sha256:bbb"
DONE = DeploymentObs(
    exists=True, desired=2, replicas=2, ready=2, updated=2, available=2, digest=A, complete=True
)
ROLLING_DEP = DeploymentObs(exists=True, desired=2, replicas=3, ready=2, updated=1, available=2, digest=B)
CAP = Capacity(min_capability="8.0", eligible_nodes=3, free_gpus=5)
NO_CAP = Capacity(min_capability="9.0", eligible_nodes=0, free_gpus=0)


def conds(*args: object, **kw: object) -> dict[str, tuple[str, str]]:
    return {c[0]: (c[1], c[2]) for c in zld_conditions(*args, **kw)}  # type: ignore[arg-type]


CASES = [
    (
        "serving",
        RolloutState(step=Step.IDLE, active=A),
        DONE,
        CAP,
        {
            "Ready": ("True", "Serving"),
            "Reconciling": ("False", "ReconcileSucceeded"),
            "Stalled": ("False", "Progressing"),
            "BundleReady": ("True", "BundleServing"),
            "RolloutBlocked": ("False", "NotBlocked"),
            "GPUCapacity": ("True", "EligibleNodesFound"),
        },
    ),
    (
        "waiting for pods",
        RolloutState(step=Step.IDLE, active=A),
        DeploymentObs(exists=True, desired=2, ready=0, digest=A),
        CAP,
        {"Ready": ("False", "WaitingForReplicas"), "Reconciling": ("True", "WaitingForReplicas")},
    ),
    (
        "gating",
        RolloutState(step=Step.GATING, active=A, candidate=B),
        DONE,
        CAP,
        {"Reconciling": ("True", "Gating"), "Ready": ("False", "Gating"), "BundleReady": ("False", "Gating")},
    ),
    (
        "rolling",
        RolloutState(step=Step.ROLLING, active=A, candidate=B),
        ROLLING_DEP,
        CAP,
        {"Reconciling": ("True", "Rolling"), "Stalled": ("False", "Progressing")},
    ),
    (
        "blocked",
        RolloutState(
            step=Step.BLOCKED,
            active=A,
            candidate=B,
            gate=GateOutcome(verdict="fail", candidate=B, baseline=A),
        ),
        DONE,
        CAP,
        {
            "RolloutBlocked": ("True", "GateFailed"),
            "Stalled": ("True", "RolloutBlocked"),
            "Reconciling": ("False", "RolloutBlocked"),
            "Ready": ("False", "RolloutBlocked"),
        },
    ),
    (
        "inconclusive",
        RolloutState(
            step=Step.BLOCKED,
            active=A,
            candidate=B,
            gate=GateOutcome(verdict="inconclusive", candidate=B, baseline=A),
        ),
        DONE,
        CAP,
        {"RolloutBlocked": ("True", "GateInconclusive")},
    ),
    (
        "invalid bundle",
        RolloutState(step=Step.INVALID, active=A, message="bad"),
        DONE,
        CAP,
        {
            "Stalled": ("True", "BundleInvalid"),
            "Ready": ("False", "BundleInvalid"),
            "BundleReady": ("False", "Invalid"),
        },
    ),
    (
        "no eligible nodes",
        RolloutState(step=Step.IDLE, active=A),
        DeploymentObs(exists=True, desired=1, digest=A),
        NO_CAP,
        {"GPUCapacity": ("False", "NoEligibleNodes"), "Stalled": ("True", "NoEligibleNodes")},
    ),
]


@pytest.mark.parametrize(("name", "state", "dep", "cap", "expected"), CASES, ids=[c[0] for c in CASES])
def test_conditions(
    name: str, state: RolloutState, dep: DeploymentObs, cap: Capacity, expected: dict[str, tuple[str, str]]
) -> None:
    got = conds(state, dep, cap)
    for ctype, value in expected.items():
        assert got[ctype] == value, f"{name}: {ctype}"
    assert {"Ready", "Reconciling", "Stalled"} <= set(got)


def test_invalid_spec_is_stalled_with_the_message() -> None:
    got = zld_conditions(RolloutState(), DeploymentObs(), None, "spec.replicas: must be 0 or more")
    assert ("Stalled", "True", "InvalidSpec", "spec.replicas: must be 0 or more") in got


def test_last_transition_time_changes_only_on_flip() -> None:
    prev = [condition([], "Ready", "True", "Serving", "m1", 1, "T1")]
    same = merge_conditions(prev, [("Ready", "True", "Serving", "m2")], 2, "T2")
    assert (
        same[0]["lastTransitionTime"] == "T1"
        and same[0]["message"] == "m2"
        and same[0]["observedGeneration"] == 2
    )
    flipped = merge_conditions(prev, [("Ready", "False", "Rolling", "m3")], 2, "T3")
    assert flipped[0]["lastTransitionTime"] == "T3"


def test_deployment_obs_complete_only_when_current_and_available() -> None:
    dep = {
        "metadata": {"generation": 4},
        "spec": {"replicas": 2, "template": {"metadata": {"annotations": {"zerolayer.io/bundle-digest": B}}}},
        "status": {
            "observedGeneration": 4,
            "replicas": 2,
            "updatedReplicas": 2,
            "availableReplicas": 2,
            "readyReplicas": 2,
        },
    }
    got = deployment_obs(dep, "zerolayer.io/bundle-digest")
    assert got.complete and got.digest == B
    dep["status"]["observedGeneration"] = 3
    assert not deployment_obs(dep, "zerolayer.io/bundle-digest").complete
    assert deployment_obs(None, "x") == DeploymentObs()


def test_capacity_counts_ready_eligible_nodes_and_free_gpus() -> None:
    def node(name: str, major: str, minor: str, gpus: int, ready: bool = True) -> GpuNode:
        labels = {"nvidia.com/gpu.compute.major": major, "nvidia.com/gpu.compute.minor": minor}
        return GpuNode(name=name, labels=labels, ready=ready, allocatable={"nvidia.com/gpu": gpus})

    nodes = [
        node("a100", "8", "0", 8),
        node("l4", "8", "9", 4),
        node("h100", "9", "0", 8, ready=False),
        node("t4", "7", "5", 4),
    ]
    cap = capacity("8.9", "nvidia.com/gpu", nodes, {"l4": 3})
    assert (cap.eligible_nodes, cap.free_gpus) == (1, 1)
    cap = capacity("8.0", "nvidia.com/gpu", nodes, {"a100": 8})
    assert (cap.eligible_nodes, cap.free_gpus) == (2, 4)


def test_rulebundle_status_valid_and_invalid() -> None:
    ok = rulebundle_status(prev=[], generation=2, now="T", digest=A, compiled_digest=B, rules=7)
    assert ok["valid"] == "Valid" and ok["observedGeneration"] == 2 and ok["shortDigest"] == "aaa"
    bad = rulebundle_status(prev=ok["conditions"], generation=3, now="T2", error="bundle.yaml:9 heatmap: bad")
    types = {c["type"]: c for c in bad["conditions"]}
    assert bad["valid"] == "Invalid" and bad["message"] == "bundle.yaml:9 heatmap: bad"
    assert types["Stalled"]["status"] == "True" and types["Compiled"]["reason"] == "Invalid"
