"""The gated-rollout state machine (pure): which bundle the pods serve, and what to do next.

States and their allowed transitions are declared once in :data:`TRANSITIONS`. The whole state
(:class:`RolloutState`) is persisted in ``status.rollout`` / ``status.activeBundle`` /
``status.candidateBundle``, so a restarted operator resumes mid-rollout: a gate whose result was not
recorded simply runs again (it is deterministic), and everything it applies is idempotent.

    Idle ──new candidate──▶ Gating ──pass──▶ Rolling ──Deployment done──▶ Idle (active = candidate)
      │                       │  └─fail/inconclusive─▶ Blocked ──retry token──▶ Gating
      │                       │                          └──override reason──▶ Rolling
      └──invalid candidate──▶ Invalid (old bundle keeps serving; a new candidate leaves it)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import StrEnum

__all__ = [
    "TRANSITIONS",
    "Action",
    "Candidate",
    "Event",
    "GateOutcome",
    "Observed",
    "RolloutState",
    "Step",
    "Transition",
    "advance",
    "record_gate",
]


class Step(StrEnum):
    IDLE = "Idle"
    GATING = "Gating"
    ROLLING = "Rolling"
    BLOCKED = "Blocked"
    INVALID = "Invalid"


class Action(StrEnum):
    NONE = "None"
    RUN_GATE = "RunGate"


TRANSITIONS: dict[Step, frozenset[Step]] = {
    Step.IDLE: frozenset({Step.IDLE, Step.GATING, Step.ROLLING, Step.INVALID}),
    Step.GATING: frozenset({Step.GATING, Step.ROLLING, Step.BLOCKED, Step.INVALID, Step.IDLE}),
    Step.ROLLING: frozenset({Step.ROLLING, Step.IDLE, Step.GATING, Step.INVALID}),
    Step.BLOCKED: frozenset({Step.BLOCKED, Step.GATING, Step.ROLLING, Step.INVALID, Step.IDLE}),
    Step.INVALID: frozenset({Step.INVALID, Step.GATING, Step.ROLLING, Step.IDLE}),
}


@dataclass(frozen=True, kw_only=True)
class GateOutcome:
    """One gate run of ``candidate`` against ``baseline`` (``verdict``: pass|fail|inconclusive|skipped)."""

    verdict: str
    candidate: str
    baseline: str
    summary: str = ""
    metrics: tuple[tuple[str, float], ...] = ()
    retry_token: str = ""
    finished_at: str = ""


@dataclass(frozen=True, kw_only=True)
class RolloutState:
    """Everything the machine remembers between reconciles (persisted in status)."""

    step: Step = Step.IDLE
    active: str = ""
    candidate: str = ""
    message: str = ""
    gate: GateOutcome | None = None
    retry_token: str = ""
    override_reason: str = ""
    override_digest: str = ""
    approved: tuple[str, ...] = ()

    @property
    def serving(self) -> str:
        """Digest that belongs in the pod template now ("" = nothing can be served yet)."""
        return self.candidate if self.step is Step.ROLLING else self.active


@dataclass(frozen=True, kw_only=True)
class Candidate:
    """The bundle the spec asks for: a digest, or the error that kept it from compiling."""

    digest: str = ""
    error: str = ""


@dataclass(frozen=True, kw_only=True)
class Observed:
    """What the reconcile saw this time."""

    candidate: Candidate
    gate_enabled: bool = True
    retry_token: str = ""
    override_reason: str = ""
    deployment_digest: str = ""
    deployment_complete: bool = False
    keep: int = 5
    now: str = ""


@dataclass(frozen=True, kw_only=True)
class Event:
    """A Kubernetes event to post about the transition."""

    type: str
    reason: str
    message: str


@dataclass(frozen=True, kw_only=True)
class Transition:
    state: RolloutState
    action: Action = Action.NONE
    events: tuple[Event, ...] = ()


def _approve(state: RolloutState, digest: str, keep: int) -> tuple[str, ...]:
    return tuple(dict.fromkeys((digest, *state.approved)))[: max(keep, 1)]


def _go(state: RolloutState, step: Step, **changes: object) -> RolloutState:
    if step not in TRANSITIONS[state.step]:
        raise AssertionError(f"illegal rollout transition {state.step} -> {step}")
    return dataclasses.replace(state, step=step, **changes)  # type: ignore[arg-type]


def _roll(state: RolloutState, obs: Observed, message: str, **changes: object) -> RolloutState:
    digest = obs.candidate.digest
    return _go(
        state,
        Step.ROLLING,
        candidate=digest,
        message=message,
        approved=_approve(state, digest, obs.keep),
        **changes,
    )


def _skip(state: RolloutState, obs: Observed, why: str) -> RolloutState:
    skipped = GateOutcome(
        verdict="skipped",
        candidate=obs.candidate.digest,
        baseline=state.active,
        summary=why,
        finished_at=obs.now,
    )
    return _roll(state, obs, why, gate=skipped)


def _rolling(state: RolloutState, obs: Observed) -> Transition:
    done = obs.deployment_digest == state.candidate and obs.deployment_complete
    if not done:
        return Transition(state=state)
    finished = _go(state, Step.IDLE, active=state.candidate, candidate="", message="Rollout finished")
    return Transition(
        state=finished,
        events=(Event(type="Normal", reason="RolloutFinished", message=f"Serving bundle {state.candidate}"),),
    )


def _blocked(state: RolloutState, obs: Observed) -> Transition:
    if obs.override_reason and obs.override_reason != state.override_reason:
        reason = obs.override_reason
        nxt = _roll(
            state, obs, f"Gate overridden: {reason}", override_reason=reason, override_digest=state.candidate
        )
        ev = Event(
            type="Warning",
            reason="GateOverridden",
            message=f"Rolling {state.candidate} despite the gate: {reason}",
        )
        return Transition(state=nxt, events=(ev,))
    if obs.retry_token and obs.retry_token != state.retry_token:
        nxt = _go(state, Step.GATING, retry_token=obs.retry_token, gate=None, message="Gate retry requested")
        return Transition(state=nxt, action=Action.RUN_GATE)
    return Transition(state=state)


def _gate_applies(state: RolloutState, digest: str) -> bool:
    g = state.gate
    return (
        g is not None
        and g.candidate == digest
        and g.baseline == state.active
        and g.retry_token == state.retry_token
    )


def advance(state: RolloutState, obs: Observed) -> Transition:
    """One step of the machine; call again after a RUN_GATE action has been recorded."""
    cand = obs.candidate
    if cand.error:
        if state.step is Step.INVALID and state.message == cand.error:
            return Transition(state=state)
        nxt = _go(state, Step.INVALID, candidate="", gate=None, message=cand.error)
        return Transition(
            state=nxt, events=(Event(type="Warning", reason="BundleInvalid", message=cand.error),)
        )
    digest = cand.digest
    if digest == state.active:
        if state.step is Step.IDLE and not state.candidate:
            return Transition(state=state)
        return Transition(state=_go(state, Step.IDLE, candidate="", message="Serving the requested bundle"))
    if state.candidate == digest and state.step is Step.ROLLING:
        return _rolling(state, obs)
    if not state.active and state.step is Step.ROLLING and state.candidate:
        # A newer bundle arrived while the first one is still rolling out: finish the first, so the
        # newer one is gated against it instead of slipping through as another "first" bundle.
        return _rolling(state, obs)
    if not state.active:
        return Transition(state=_skip(state, obs, "First bundle: nothing serving yet, gate skipped"))
    if not obs.gate_enabled:
        return Transition(state=_skip(state, obs, "Gate disabled in spec.rollout.gateEnabled"))
    if state.candidate == digest and state.step is Step.BLOCKED:
        return _blocked(state, obs)
    if state.candidate != digest:
        state = _go(state, Step.GATING, candidate=digest, gate=None, message=f"Gating bundle {digest}")
    if not _gate_applies(state, digest):
        return Transition(state=_go(state, Step.GATING), action=Action.RUN_GATE)
    gate = state.gate
    assert gate is not None
    if gate.verdict == "pass":
        ev = Event(type="Normal", reason="GatePassed", message=gate.summary or f"Gate passed for {digest}")
        return Transition(state=_roll(state, obs, f"Gate passed: {gate.summary}"), events=(ev,))
    msg = f"Gate {gate.verdict}: {gate.summary}; still serving {state.active}"
    ev = Event(type="Warning", reason="RolloutBlocked", message=msg)
    return Transition(state=_go(state, Step.BLOCKED, message=msg), events=(ev,))


def record_gate(state: RolloutState, outcome: GateOutcome) -> RolloutState:
    """Store a gate result (the handler ran the gate because advance asked for RUN_GATE)."""
    return dataclasses.replace(state, gate=dataclasses.replace(outcome, retry_token=state.retry_token))
