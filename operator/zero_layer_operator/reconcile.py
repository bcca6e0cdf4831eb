"""One level-based reconcile per kind: re-read → resolve bundle → fire rollout transitions → apply → status.

Handlers (create/update/resume, the resync timer, child and reference events) all call these functions;
they are safe to run any number of times and serialise per object. The object is re-read at the start,
so a timer holding an old body never acts on a stale rollout step.
"""

from __future__ import annotations

import functools
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from zero_layer_operator import metrics
from zero_layer_operator.api.schema import ValidationError
from zero_layer_operator.api.v1alpha1 import API_VERSION, rulebundle, zerolayerdeployment
from zero_layer_operator.apply import Kube
from zero_layer_operator.bundles import DEFAULT_NAME, BundleCache, Resolved, bundle_text
from zero_layer_operator.config import OperatorSettings
from zero_layer_operator.desired import affinity
from zero_layer_operator.desired.configmaps import (
    build_bundle_config_map,
    bundle_config_maps_to_delete,
    kept_digests,
)
from zero_layer_operator.desired.deployment import build_deployment
from zero_layer_operator.desired.labels import (
    BUNDLE_DIGEST_ANNOTATION,
    BUNDLE_KEY,
    COMPONENT_BUNDLE,
    INSTANCE,
    OVERRIDE_ANNOTATION,
    RETRY_ANNOTATION,
    Owner,
    bundle_config_map_name,
)
from zero_layer_operator.desired.pdb import build_pdb
from zero_layer_operator.desired.service import build_service
from zero_layer_operator.gate import GateRun, run_bounded
from zero_layer_operator.rollout import (
    Action,
    Candidate,
    Event,
    GateOutcome,
    Observed,
    RolloutState,
    advance,
    record_gate,
)
from zero_layer_operator.status import (
    Capacity,
    deployment_obs,
    merge_conditions,
    rollout_state_from_status,
    rulebundle_status,
    zld_conditions,
    zld_status,
)

__all__ = ["Context", "GpuNode", "capacity", "now", "reconcile_rulebundle", "reconcile_zld"]

ZLD = zerolayerdeployment.KIND
EventSink = Callable[[Mapping[str, Any], Event], None]
_locks: dict[str, threading.Lock] = {}
_locks_guard = threading.Lock()


@dataclass(frozen=True, kw_only=True)
class GpuNode:
    """A node as the capacity check sees it."""

    name: str
    labels: Mapping[str, str]
    ready: bool
    allocatable: Mapping[str, int]


@dataclass(frozen=True)
class Context:
    """Process-wide collaborators of a reconcile."""

    kube: Kube
    settings: OperatorSettings
    cache: BundleCache
    post_event: EventSink


def now() -> str:
    """RFC 3339 UTC, second precision (what metav1.Time stores)."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _lock(key: str) -> threading.Lock:
    with _locks_guard:
        return _locks.setdefault(key, threading.Lock())


def capacity(
    min_capability: str, resource: str, nodes: Iterable[GpuNode], requested: Mapping[str, int]
) -> Capacity:
    """Eligible Ready nodes and their unrequested GPUs (``requested``: node name → GPUs held by pods)."""
    terms = affinity.compute_capability_terms(min_capability)
    eligible = [
        n
        for n in nodes
        if n.ready and n.allocatable.get(resource, 0) > 0 and affinity.node_matches(n.labels, terms)
    ]
    free = sum(max(0, n.allocatable.get(resource, 0) - requested.get(n.name, 0)) for n in eligible)
    return Capacity(min_capability=min_capability, eligible_nodes=len(eligible), free_gpus=free)


def _owner(body: Mapping[str, Any]) -> Owner:
    m = body["metadata"]
    return Owner(api_version=API_VERSION, kind=ZLD, name=m["name"], namespace=m["namespace"], uid=m["uid"])


def _resolve(ctx: Context, namespace: str, spec: zerolayerdeployment.ZeroLayerDeploymentSpec) -> Resolved:
    if spec.bundle_ref is None:
        return ctx.cache.default()
    name = spec.bundle_ref.name
    text, error = bundle_text(ctx.kube, namespace, name)
    if text is None:
        return Resolved(name=name, error=error)
    return ctx.cache.compile(name, text, f"RuleBundle {namespace}/{name}")


def _corpus(
    ctx: Context, namespace: str, spec: zerolayerdeployment.ZeroLayerDeploymentSpec
) -> tuple[str | None, str]:
    ref = spec.rollout.corpus_ref
    if ref is None:
        return None, ""
    cm = ctx.kube.get("v1", "ConfigMap", namespace, ref.name)
    text = None if cm is None else (cm.get("data") or {}).get(ref.key)
    if text is None:
        return None, f"corpus ConfigMap {ref.name} (key {ref.key!r}) not found"
    return str(text), ""


def _run_gate(ctx: Context, owner: Owner, spec: Any, state: RolloutState, resolved: Resolved) -> GateOutcome:
    base_cm = ctx.kube.get(
        "v1", "ConfigMap", owner.namespace, bundle_config_map_name(owner.name, state.active)
    )
    baseline = None if base_cm is None else (base_cm.get("data") or {}).get(BUNDLE_KEY)
    corpus, corpus_error = _corpus(ctx, owner.namespace, spec)
    started = time.monotonic()
    if baseline is None:
        run = GateRun(
            verdict="inconclusive", summary=f"active bundle ConfigMap for {state.active} is missing"
        )
    elif corpus_error:
        run = GateRun(verdict="inconclusive", summary=corpus_error)
    else:
        run = run_bounded(
            resolved.yaml,
            baseline,
            corpus_jsonl=corpus,
            thresholds=spec.rollout.thresholds,
            timeout_s=ctx.settings.gate_timeout_seconds,
            memory_mb=ctx.settings.gate_memory_mb,
        )
    metrics.GATE_DURATION.observe(time.monotonic() - started)
    metrics.GATE_VERDICTS.labels(run.verdict).inc()
    return GateOutcome(
        verdict=run.verdict,
        candidate=resolved.digest,
        baseline=state.active,
        summary=run.summary,
        metrics=tuple(sorted(run.metrics.items())),
        finished_at=now(),
    )


def _apply_children(ctx: Context, owner: Owner, spec: Any, state: RolloutState, resolved: Resolved) -> None:
    kube = ctx.kube
    serving = state.serving
    if serving and serving == resolved.digest:
        kube.apply(build_bundle_config_map(owner, serving, resolved.yaml))
    if serving:
        kube.apply(build_deployment(owner, spec, serving))
    kube.apply(build_service(owner, spec))
    kube.apply(build_pdb(owner))
    existing = kube.list(
        "v1",
        "ConfigMap",
        owner.namespace,
        {INSTANCE: owner.name, "app.kubernetes.io/component": COMPONENT_BUNDLE},
    )
    names = [cm["metadata"]["name"] for cm in existing]
    kept = kept_digests(state.approved, state.active, serving, spec.rollout.keep_bundles)
    for name in bundle_config_maps_to_delete(owner.name, names, kept):
        kube.delete("v1", "ConfigMap", owner.namespace, name)


def _observed(spec: Any, body: Mapping[str, Any], resolved: Resolved, dep: Any) -> Observed:
    ann = body["metadata"].get("annotations") or {}
    return Observed(
        candidate=Candidate(digest=resolved.digest, error=resolved.error),
        gate_enabled=spec.rollout.gate_enabled,
        retry_token=str(ann.get(RETRY_ANNOTATION, "")),
        override_reason=str(ann.get(OVERRIDE_ANNOTATION, "")),
        deployment_digest=dep.digest,
        deployment_complete=dep.complete,
        keep=spec.rollout.keep_bundles,
        now=now(),
    )


def reconcile_zld(
    ctx: Context, namespace: str, name: str, gpu: Callable[[str, str], Capacity], *, wait: bool = True
) -> bool:
    """Bring one ZeroLayerDeployment's children and status in line with its spec (idempotent).

    ``wait=False`` (the resync timer) skips the object when another reconcile of it is running, e.g. a
    long gate, instead of parking a worker thread on the lock. Returns whether it ran.
    """
    started = time.monotonic()
    lock = _lock(f"{ZLD}/{namespace}/{name}")
    if not lock.acquire(blocking=wait):
        return False
    try:
        body = ctx.kube.get(API_VERSION, ZLD, namespace, name)
        if body is None or body["metadata"].get("deletionTimestamp"):
            return True
        _reconcile_zld(ctx, body, gpu)
        metrics.RECONCILES.labels(ZLD, "ok").inc()
        return True
    except Exception as exc:
        metrics.RECONCILES.labels(ZLD, "error").inc()
        metrics.ERRORS.labels(ZLD, type(exc).__name__).inc()
        raise
    finally:
        lock.release()
        metrics.RECONCILE_DURATION.labels(ZLD).observe(time.monotonic() - started)


def _write(ctx: Context, body: Mapping[str, Any], status: Mapping[str, Any]) -> None:
    m = body["metadata"]
    ctx.kube.patch_status(API_VERSION, ZLD, m["namespace"], m["name"], status)


def _reconcile_zld(ctx: Context, body: Mapping[str, Any], gpu: Callable[[str, str], Capacity]) -> None:
    owner = _owner(body)
    generation = int(body["metadata"].get("generation", 0))
    prev_conds = (body.get("status") or {}).get("conditions") or []
    try:
        spec = zerolayerdeployment.parse_spec(body.get("spec"))
    except ValidationError as exc:
        conds = merge_conditions(
            prev_conds,
            zld_conditions(RolloutState(), deployment_obs(None, ""), None, str(exc)),
            generation,
            now(),
        )
        _write(ctx, body, {"observedGeneration": generation, "conditions": conds})
        raise
    resolved = _resolve(ctx, owner.namespace, spec)
    state = rollout_state_from_status(body.get("status"))
    dep_body = ctx.kube.get("apps/v1", "Deployment", owner.namespace, owner.name)
    dep = deployment_obs(dep_body, BUNDLE_DIGEST_ANNOTATION)
    cap = gpu(spec.gpu.min_compute_capability, spec.gpu.resource_name) if spec.gpu.count > 0 else None
    obs = _observed(spec, body, resolved, dep)
    events: list[Event] = []
    cm_name = functools.partial(bundle_config_map_name, owner.name)
    for _ in range(4):
        t = advance(state, obs)
        events.extend(t.events)
        state = t.state
        if t.action is not Action.RUN_GATE:
            break
        # Tell GitOps tools at once that work is in progress, before the (slow) gate runs.
        interim = zld_conditions(state, dep, cap, replicas=spec.replicas)
        _write(
            ctx,
            body,
            zld_status(
                state=state,
                dep=dep,
                cap=cap,
                conditions=merge_conditions(prev_conds, interim, generation, now()),
                generation=generation,
                bundle_name=resolved.name,
                config_map_name=cm_name,
            ),
        )
        state = record_gate(state, _run_gate(ctx, owner, spec, state, resolved))
    _apply_children(ctx, owner, spec, state, resolved)
    conds = merge_conditions(
        prev_conds, zld_conditions(state, dep, cap, replicas=spec.replicas), generation, now()
    )
    _write(
        ctx,
        body,
        zld_status(
            state=state,
            dep=dep,
            cap=cap,
            conditions=conds,
            generation=generation,
            bundle_name=resolved.name if resolved.name else DEFAULT_NAME,
            config_map_name=cm_name,
        ),
    )
    key = f"{owner.namespace}/{owner.name}"
    was_blocked = any(e.reason == "RolloutBlocked" for e in events)
    if was_blocked:
        metrics.BLOCKED_TOTAL.inc()
    metrics.set_blocked(key, state.step.value == "Blocked")
    prev_gpu: Mapping[str, Any] = next((c for c in prev_conds if c.get("type") == "GPUCapacity"), {})
    if (
        cap is not None
        and cap.eligible_nodes == 0
        and spec.replicas > 0
        and prev_gpu.get("status") != "False"
    ):
        events.append(
            Event(type="Warning", reason="NoEligibleNodes", message=_conds_message(conds, "GPUCapacity"))
        )
    for ev in events:
        ctx.post_event(body, ev)


def _conds_message(conds: list[dict[str, Any]], ctype: str) -> str:
    return next((str(c["message"]) for c in conds if c["type"] == ctype), "")


def reconcile_rulebundle(ctx: Context, namespace: str, name: str) -> Resolved | None:
    """Validate and compile one RuleBundle; its status says Valid with digests or Invalid with the message."""
    with _lock(f"RuleBundle/{namespace}/{name}"):
        body = ctx.kube.get(API_VERSION, rulebundle.KIND, namespace, name)
        if body is None:
            return None
        text, error = bundle_text(ctx.kube, namespace, name)
        resolved = (
            Resolved(name=name, error=error)
            if text is None
            else ctx.cache.compile(name, text, f"RuleBundle {namespace}/{name}")
        )
        generation = int(body["metadata"].get("generation", 0))
        prev = (body.get("status") or {}).get("conditions") or []
        status = rulebundle_status(
            prev=prev,
            generation=generation,
            now=now(),
            digest=resolved.digest,
            compiled_digest=resolved.compiled_digest,
            bundle_name=resolved.bundle_name,
            bundle_version=resolved.bundle_version,
            rules=resolved.rules,
            error=resolved.error,
        )
        ctx.kube.patch_status(API_VERSION, rulebundle.KIND, namespace, name, status)
        old_error = (body.get("status") or {}).get("message", "")
        if resolved.error and resolved.error != old_error:
            ctx.post_event(body, Event(type="Warning", reason="BundleInvalid", message=resolved.error))
        metrics.RECONCILES.labels(rulebundle.KIND, "invalid" if resolved.error else "ok").inc()
        return resolved
