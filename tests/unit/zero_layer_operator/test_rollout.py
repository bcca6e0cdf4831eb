"""The gated-rollout state machine, transition by transition (table-driven), plus restart resume."""

from __future__ import annotations

import dataclasses

import pytest

from zero_layer_operator.rollout import (
    TRANSITIONS,
    Action,
    Candidate,
    GateOutcome,
    Observed,
    RolloutState,
    Step,
    advance,
    record_gate,
)
from zero_layer_operator.status import DeploymentObs, rollout_state_from_status, zld_status

pytestmark = pytest.mark.unit

A, B, C = "sha256:aaa", "sha256:bbb", "sha256:ccc"


def obs(digest: str = B, **kw: object) -> Observed:
    return Observed(candidate=Candidate(digest=digest), **kw)  # type: ignore[arg-type]


def gate(verdict: str, cand: str = B, base: str = A, token: str = "") -> GateOutcome:
    return GateOutcome(
        verdict=verdict, candidate=cand, baseline=base, summary=f"{verdict} 1/2", retry_token=token
    )


IDLE_A = RolloutState(step=Step.IDLE, active=A, approved=(A,))

CASES = [
    # (name, state, observed, expected step, expected action, expected serving, event reasons)
    ("first bundle rolls without gate", RolloutState(), obs(A), Step.ROLLING, Action.NONE, A, ()),
    (
        "first bundle waits for the Deployment",
        RolloutState(step=Step.ROLLING, candidate=A, approved=(A,)),
        obs(A, deployment_digest=A, deployment_complete=False),
        Step.ROLLING,
        Action.NONE,
        A,
        (),
    ),
    (
        "first bundle finishes when the Deployment is done",
        RolloutState(step=Step.ROLLING, candidate=A, approved=(A,)),
        obs(A, deployment_digest=A, deployment_complete=True),
        Step.IDLE,
        Action.NONE,
        A,
        ("RolloutFinished",),
    ),
    (
        "a newer bundle waits for the first rollout, then is gated against it",
        RolloutState(step=Step.ROLLING, candidate=A, approved=(A,)),
        obs(B, deployment_digest=A, deployment_complete=False),
        Step.ROLLING,
        Action.NONE,
        A,
        (),
    ),
    (
        "the first rollout finishes even when a newer bundle is requested",
        RolloutState(step=Step.ROLLING, candidate=A, approved=(A,)),
        obs(B, deployment_digest=A, deployment_complete=True),
        Step.IDLE,
        Action.NONE,
        A,
        ("RolloutFinished",),
    ),
    ("same bundle stays idle", IDLE_A, obs(A), Step.IDLE, Action.NONE, A, ()),
    ("new bundle asks for the gate", IDLE_A, obs(B), Step.GATING, Action.RUN_GATE, A, ()),
    (
        "gate pass rolls",
        dataclasses.replace(IDLE_A, step=Step.GATING, candidate=B, gate=gate("pass")),
        obs(B),
        Step.ROLLING,
        Action.NONE,
        B,
        ("GatePassed",),
    ),
    (
        "gate fail blocks and old keeps serving",
        dataclasses.replace(IDLE_A, step=Step.GATING, candidate=B, gate=gate("fail")),
        obs(B),
        Step.BLOCKED,
        Action.NONE,
        A,
        ("RolloutBlocked",),
    ),
    (
        "inconclusive blocks too",
        dataclasses.replace(IDLE_A, step=Step.GATING, candidate=B, gate=gate("inconclusive")),
        obs(B),
        Step.BLOCKED,
        Action.NONE,
        A,
        ("RolloutBlocked",),
    ),
    (
        "gate result for another baseline is not reused",
        dataclasses.replace(IDLE_A, step=Step.GATING, candidate=B, gate=gate("pass", base=C)),
        obs(B),
        Step.GATING,
        Action.RUN_GATE,
        A,
        (),
    ),
    (
        "blocked stays blocked",
        dataclasses.replace(IDLE_A, step=Step.BLOCKED, candidate=B, gate=gate("fail")),
        obs(B),
        Step.BLOCKED,
        Action.NONE,
        A,
        (),
    ),
    (
        "retry token re-runs the gate",
        dataclasses.replace(IDLE_A, step=Step.BLOCKED, candidate=B, gate=gate("fail")),
        obs(B, retry_token="t1"),
        Step.GATING,
        Action.RUN_GATE,
        A,
        (),
    ),
    (
        "used retry token does nothing",
        dataclasses.replace(
            IDLE_A, step=Step.BLOCKED, candidate=B, gate=gate("fail", token="t1"), retry_token="t1"
        ),
        obs(B, retry_token="t1"),
        Step.BLOCKED,
        Action.NONE,
        A,
        (),
    ),
    (
        "override rolls the blocked bundle",
        dataclasses.replace(IDLE_A, step=Step.BLOCKED, candidate=B, gate=gate("fail")),
        obs(B, override_reason="hotfix INC-42"),
        Step.ROLLING,
        Action.NONE,
        B,
        ("GateOverridden",),
    ),
    (
        "used override is not reapplied to a new candidate",
        dataclasses.replace(IDLE_A, override_reason="hotfix INC-42"),
        obs(C, override_reason="hotfix INC-42"),
        Step.GATING,
        Action.RUN_GATE,
        A,
        (),
    ),
    (
        "rolling waits for the Deployment",
        dataclasses.replace(IDLE_A, step=Step.ROLLING, candidate=B),
        obs(B, deployment_digest=B, deployment_complete=False),
        Step.ROLLING,
        Action.NONE,
        B,
        (),
    ),
    (
        "rolling finishes when the Deployment is done",
        dataclasses.replace(IDLE_A, step=Step.ROLLING, candidate=B),
        obs(B, deployment_digest=B, deployment_complete=True),
        Step.IDLE,
        Action.NONE,
        B,
        ("RolloutFinished",),
    ),
    (
        "invalid bundle keeps the old one serving",
        IDLE_A,
        Observed(candidate=Candidate(error="bundle.yaml: heatmap.pairs[0].weight: must be <= 1 (line 9)")),
        Step.INVALID,
        Action.NONE,
        A,
        ("BundleInvalid",),
    ),
    (
        "reverting to the active bundle unblocks",
        dataclasses.replace(IDLE_A, step=Step.BLOCKED, candidate=B, gate=gate("fail")),
        obs(A),
        Step.IDLE,
        Action.NONE,
        A,
        (),
    ),
    ("gate disabled rolls at once", IDLE_A, obs(B, gate_enabled=False), Step.ROLLING, Action.NONE, B, ()),
]


@pytest.mark.parametrize(
    ("name", "state", "observed", "step", "action", "serving", "events"), CASES, ids=[c[0] for c in CASES]
)
def test_transition(
    name: str,
    state: RolloutState,
    observed: Observed,
    step: Step,
    action: Action,
    serving: str,
    events: tuple[str, ...],
) -> None:
    t = advance(state, observed)
    assert t.state.step is step, name
    assert t.action is action, name
    assert t.state.serving == serving, name
    assert tuple(e.reason for e in t.events) == events, name


def test_blocked_event_carries_the_numbers() -> None:
    state = dataclasses.replace(IDLE_A, step=Step.GATING, candidate=B, gate=gate("fail"))
    t = advance(state, obs(B))
    assert t.events[0].type == "Warning"
    assert "fail 1/2" in t.events[0].message and A in t.events[0].message


def test_approved_history_is_bounded_and_newest_first() -> None:
    state = RolloutState(step=Step.IDLE, active=A, approved=(A, C))
    t = advance(dataclasses.replace(state, step=Step.GATING, candidate=B, gate=gate("pass")), obs(B, keep=2))
    assert t.state.approved == (B, A)


def test_every_state_is_declared() -> None:
    assert set(TRANSITIONS) == set(Step)


def test_full_cycle_with_record_gate() -> None:
    t = advance(IDLE_A, obs(B))
    assert t.action is Action.RUN_GATE
    state = record_gate(t.state, GateOutcome(verdict="pass", candidate=B, baseline=A, summary="ok"))
    t = advance(state, obs(B))
    assert t.state.step is Step.ROLLING
    t = advance(t.state, obs(B, deployment_digest=B, deployment_complete=True))
    assert (t.state.step, t.state.active, t.state.candidate) == (Step.IDLE, B, "")


@pytest.mark.parametrize(
    "state",
    [
        dataclasses.replace(IDLE_A, step=Step.ROLLING, candidate=B, approved=(B, A), gate=gate("pass")),
        dataclasses.replace(
            IDLE_A, step=Step.BLOCKED, candidate=B, gate=gate("fail", token="t"), retry_token="t"
        ),
        dataclasses.replace(
            IDLE_A, step=Step.BLOCKED, candidate=B, gate=gate("fail"), override_reason="x", override_digest=A
        ),
    ],
    ids=["rolling", "blocked-after-retry", "blocked-with-old-override"],
)
def test_state_survives_a_restart_through_status(state: RolloutState) -> None:
    """What the operator writes to status is enough to rebuild the machine after a restart."""
    status = zld_status(
        state=state,
        dep=DeploymentObs(),
        cap=None,
        conditions=[],
        generation=3,
        bundle_name="rb",
        config_map_name=lambda d: f"x-{d}",
    )
    assert rollout_state_from_status(status) == state
