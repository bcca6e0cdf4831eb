"""Pure status folding: observations → kstatus conditions and the ``status`` patch.

kstatus rules (Flux, Helm, cli-utils): integer ``observedGeneration``; ``Reconciling=True`` while work is
in progress; ``Stalled=True`` when only a human can unblock it (a blocked or invalid bundle, no eligible
GPU node), which makes Flux fail fast and Argo CD show Degraded; ``Ready=True`` only when the requested
bundle serves on all desired replicas. ``lastTransitionTime`` changes only when a condition's status flips.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from zero_layer_operator.api.v1alpha1.conditions import (
    BUNDLE_READY,
    COMPILED,
    GPU_CAPACITY,
    READY,
    RECONCILING,
    ROLLOUT_BLOCKED,
    STALLED,
)
from zero_layer_operator.desired.labels import short_digest
from zero_layer_operator.rollout import GateOutcome, RolloutState, Step

__all__ = [
    "Capacity",
    "DeploymentObs",
    "condition",
    "deployment_obs",
    "merge_conditions",
    "rollout_state_from_status",
    "rulebundle_status",
    "zld_conditions",
    "zld_status",
]

Cond = tuple[str, str, str, str]  # type, status, reason, message


@dataclass(frozen=True, kw_only=True)
class DeploymentObs:
    """The parts of the observed Deployment that status needs."""

    exists: bool = False
    desired: int = 0
    replicas: int = 0
    ready: int = 0
    updated: int = 0
    available: int = 0
    digest: str = ""
    complete: bool = False


@dataclass(frozen=True, kw_only=True)
class Capacity:
    """Eligible GPU nodes for the deployment's minComputeCapability."""

    min_capability: str
    eligible_nodes: int
    free_gpus: int


def deployment_obs(dep: Mapping[str, Any] | None, digest_annotation: str) -> DeploymentObs:
    """Fold a Deployment object into :class:`DeploymentObs` (rollout complete = Deployment's own notion)."""
    if not dep:
        return DeploymentObs()
    spec, st = dep.get("spec") or {}, dep.get("status") or {}
    desired = int(spec.get("replicas", 1))
    ann = (((spec.get("template") or {}).get("metadata") or {}).get("annotations")) or {}
    updated, replicas, available = (
        int(st.get(k, 0) or 0) for k in ("updatedReplicas", "replicas", "availableReplicas")
    )
    current = int(st.get("observedGeneration", 0) or 0) >= int(
        (dep.get("metadata") or {}).get("generation", 0) or 0
    )
    complete = current and updated >= desired and replicas <= updated and available >= desired
    return DeploymentObs(
        exists=True,
        desired=desired,
        replicas=replicas,
        ready=int(st.get("readyReplicas", 0) or 0),
        updated=updated,
        available=available,
        digest=str(ann.get(digest_annotation, "")),
        complete=complete,
    )


def condition(
    prev: Sequence[Mapping[str, Any]],
    ctype: str,
    status: str,
    reason: str,
    message: str,
    generation: int,
    now: str,
) -> dict[str, Any]:
    """One condition, keeping lastTransitionTime when the status did not flip."""
    old = next((c for c in prev if c.get("type") == ctype), None)
    since = (
        old["lastTransitionTime"]
        if old and old.get("status") == status and old.get("lastTransitionTime")
        else now
    )
    return {
        "type": ctype,
        "status": status,
        "reason": reason,
        "message": message,
        "lastTransitionTime": since,
        "observedGeneration": generation,
    }


def merge_conditions(
    prev: Sequence[Mapping[str, Any]], new: Sequence[Cond], generation: int, now: str
) -> list[dict[str, Any]]:
    """Apply ``new`` (type, status, reason, message) onto ``prev``; conditions not mentioned are kept."""
    out = {str(c.get("type")): dict(c) for c in prev}
    for ctype, status, reason, message in new:
        out[ctype] = condition(prev, ctype, status, reason, message, generation, now)
    return [out[k] for k in sorted(out)]


def _capacity_cond(cap: Capacity | None) -> Cond:
    if cap is None:
        return (GPU_CAPACITY, "True", "NoGPURequested", "The deployment requests no GPUs")
    text = (
        f"{cap.eligible_nodes} eligible node(s) with compute capability >= {cap.min_capability}, "
        f"{cap.free_gpus} GPU(s) free"
    )
    if cap.eligible_nodes == 0:
        return (GPU_CAPACITY, "False", "NoEligibleNodes", text)
    return (GPU_CAPACITY, "True", "EligibleNodesFound", text)


def zld_conditions(
    state: RolloutState,
    dep: DeploymentObs,
    cap: Capacity | None,
    spec_error: str = "",
    *,
    replicas: int | None = None,
) -> list[Cond]:
    """The full condition set of a ZeroLayerDeployment."""
    if spec_error:
        return [
            (READY, "False", "InvalidSpec", spec_error),
            (RECONCILING, "False", "InvalidSpec", spec_error),
            (STALLED, "True", "InvalidSpec", spec_error),
        ]
    gpu = _capacity_cond(cap)
    blocked = state.step is Step.BLOCKED
    conds: list[Cond] = [gpu]
    conds.append(
        (ROLLOUT_BLOCKED, "True", _blocked_reason(state.gate), state.message)
        if blocked
        else (ROLLOUT_BLOCKED, "False", "NotBlocked", "No rollout is blocked")
    )
    if state.step is Step.IDLE and state.active:
        conds.append((BUNDLE_READY, "True", "BundleServing", f"Serving bundle {state.active}"))
    else:
        conds.append(
            (
                BUNDLE_READY,
                "False",
                state.step.value if state.step is not Step.IDLE else "NoBundle",
                state.message,
            )
        )
    stalled: tuple[str, str] | None = None
    if state.step is Step.INVALID:
        stalled = ("BundleInvalid", state.message)
    elif blocked:
        stalled = ("RolloutBlocked", state.message)
    elif cap is not None and cap.eligible_nodes == 0 and (dep.desired if replicas is None else replicas) > 0:
        stalled = ("NoEligibleNodes", gpu[3])
    serving_done = state.step is Step.IDLE and bool(state.active) and dep.exists and dep.complete
    ready_msg = f"{dep.ready}/{dep.desired} replicas ready, serving bundle {state.active}"
    if stalled:
        conds += [
            (STALLED, "True", stalled[0], stalled[1]),
            (RECONCILING, "False", stalled[0], stalled[1]),
            (READY, "False", stalled[0], stalled[1]),
        ]
    elif serving_done:
        conds += [
            (STALLED, "False", "Progressing", "No error"),
            (RECONCILING, "False", "ReconcileSucceeded", ready_msg),
            (READY, "True", "Serving", ready_msg),
        ]
    else:
        reason = state.step.value if state.step in (Step.GATING, Step.ROLLING) else "WaitingForReplicas"
        msg = state.message if state.step in (Step.GATING, Step.ROLLING) else ready_msg
        conds += [
            (STALLED, "False", "Progressing", "No error"),
            (RECONCILING, "True", reason, msg),
            (READY, "False", reason, msg),
        ]
    return conds


def _blocked_reason(gate: GateOutcome | None) -> str:
    if gate is None:
        return "GateFailed"
    return {"fail": "GateFailed", "inconclusive": "GateInconclusive"}.get(gate.verdict, "GateError")


def _gate_dict(g: GateOutcome | None) -> dict[str, Any] | None:
    if g is None:
        return None
    return {
        "verdict": g.verdict,
        "summary": g.summary,
        "metrics": dict(g.metrics),
        "baselineDigest": g.baseline,
        "retryToken": g.retry_token,
        "finishedAt": g.finished_at,
    }


def _bundle(name: str, digest: str, config_map: str, gate: GateOutcome | None) -> dict[str, Any] | None:
    if not digest:
        return None
    out: dict[str, Any] = {
        "name": name,
        "digest": digest,
        "shortDigest": short_digest(digest),
        "configMap": config_map,
    }
    if gate is not None:
        out["gate"] = _gate_dict(gate)
    return out


def zld_status(
    *,
    state: RolloutState,
    dep: DeploymentObs,
    cap: Capacity | None,
    conditions: list[dict[str, Any]],
    generation: int,
    bundle_name: str,
    config_map_name: Any,
) -> dict[str, Any]:
    """The complete ``status`` of a ZeroLayerDeployment (every key present, so stale ones are cleared)."""
    cand = state.candidate
    active_gate = state.gate if state.gate and state.gate.candidate == state.active else None
    cand_gate = state.gate if state.gate and cand and state.gate.candidate == cand else None
    return {
        "observedGeneration": generation,
        "conditions": conditions,
        "replicas": dep.replicas,
        "readyReplicas": dep.ready,
        "updatedReplicas": dep.updated,
        "ready": f"{dep.ready}/{dep.desired}",
        "activeBundle": _bundle(
            bundle_name, state.active, config_map_name(state.active) if state.active else "", active_gate
        ),
        "candidateBundle": _bundle(
            bundle_name, cand, config_map_name(cand) if cand and state.step is Step.ROLLING else "", cand_gate
        ),
        "rollout": {
            "step": state.step.value,
            "lastVerdict": state.gate.verdict if state.gate else "",
            "candidateDigest": cand,
            "message": state.message,
            "retryToken": state.retry_token,
            "overrideReason": state.override_reason,
            "overrideDigest": state.override_digest,
            "approved": list(state.approved),
        },
        "gpuCapacity": None
        if cap is None
        else {"eligibleNodes": cap.eligible_nodes, "freeGpus": cap.free_gpus},
    }


def _gate_from(d: Mapping[str, Any] | None, candidate: str) -> GateOutcome | None:
    if not d or not d.get("verdict"):
        return None
    return GateOutcome(
        verdict=str(d["verdict"]),
        candidate=candidate,
        baseline=str(d.get("baselineDigest", "")),
        summary=str(d.get("summary", "")),
        metrics=tuple(sorted((str(k), float(v)) for k, v in (d.get("metrics") or {}).items())),
        retry_token=str(d.get("retryToken", "")),
        finished_at=str(d.get("finishedAt", "")),
    )


def rollout_state_from_status(status: Mapping[str, Any] | None) -> RolloutState:
    """Rebuild the persisted machine state (the inverse of :func:`zld_status`)."""
    st = status or {}
    ro = st.get("rollout") or {}
    active = (st.get("activeBundle") or {}).get("digest", "")
    cand_b = st.get("candidateBundle") or {}
    cand = str(ro.get("candidateDigest") or cand_b.get("digest") or "")
    try:
        step = Step(ro.get("step", "Idle"))
    except ValueError:
        step = Step.IDLE
    return RolloutState(
        step=step,
        active=str(active),
        candidate=cand,
        message=str(ro.get("message", "")),
        gate=_gate_from(cand_b.get("gate"), cand)
        if cand and cand_b.get("digest") == cand
        else _gate_from((st.get("activeBundle") or {}).get("gate"), str(active)),
        retry_token=str(ro.get("retryToken", "")),
        override_reason=str(ro.get("overrideReason", "")),
        override_digest=str(ro.get("overrideDigest", "")),
        approved=tuple(str(d) for d in ro.get("approved") or ()),
    )


def rulebundle_status(
    *,
    prev: Sequence[Mapping[str, Any]],
    generation: int,
    now: str,
    digest: str = "",
    compiled_digest: str = "",
    bundle_name: str = "",
    bundle_version: str = "",
    rules: int = 0,
    error: str = "",
) -> dict[str, Any]:
    """Status of a RuleBundle: Valid with digests, or Invalid with the parser/compiler message."""
    if error:
        conds: list[Cond] = [
            (COMPILED, "False", "Invalid", error),
            (READY, "False", "Invalid", error),
            (RECONCILING, "False", "Invalid", error),
            (STALLED, "True", "Invalid", error),
        ]
    else:
        msg = f"Compiled {rules} rules, module {compiled_digest}"
        conds = [
            (COMPILED, "True", "Compiled", msg),
            (READY, "True", "Valid", msg),
            (RECONCILING, "False", "Valid", msg),
            (STALLED, "False", "Valid", "No error"),
        ]
    return {
        "observedGeneration": generation,
        "conditions": merge_conditions(prev, conds, generation, now),
        "digest": digest,
        "shortDigest": short_digest(digest) if digest else "",
        "compiledDigest": compiled_digest,
        "bundleName": bundle_name,
        "bundleVersion": bundle_version,
        "rules": rules,
        "valid": "Invalid" if error else "Valid",
        "message": error,
    }
