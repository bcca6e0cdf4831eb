"""Gated bundle rollouts end to end against the real gate: a passing update rolls; a failing or
regressing one is blocked with the old digest still in the pod template; retry and override work by
annotation; an invalid bundle is rejected with the parser's message; bundle ConfigMaps are immutable,
digest-named and owned; a RuleBundle kept in a ConfigMap is watched."""

from __future__ import annotations

from typing import Any

import pytest
from kubernetes.client.exceptions import ApiException
from zl_testkit.kube import KubeCluster
from zl_testkit.wait import wait_for

pytestmark = [pytest.mark.integration, pytest.mark.cluster, pytest.mark.timeout(900)]

ZLD, RB = "zerolayerdeployments", "rulebundles"
GATE_WAIT = 300.0  # the gate runs the whole shipped corpus twice in a child process


def _status(ops: Any, ns: str, name: str) -> dict[str, Any]:
    return ops.get(ns, ZLD, name).get("status") or {}


def _start(ops: Any, ns: str, **spec: Any) -> str:
    ops.create(ns, RB, ops.rulebundle("rules", ops.default_bundle))
    ops.create(ns, ZLD, ops.zld("svc", bundleRef={"name": "rules"}, **spec))
    return str(ops.wait_serving(ns, "svc")["activeBundle"]["digest"])


def _blocked(ops: Any, ns: str) -> dict[str, Any] | None:
    c = ops.condition(ns, "svc", "RolloutBlocked")
    return c if c.get("status") == "True" else None


def test_passing_bundle_update_rolls(
    cluster: KubeCluster, namespace: str, operator_running: Any, ops: Any
) -> None:
    old = _start(ops, namespace)
    ops.patch(namespace, RB, "rules", {"spec": {"content": ops.passing_variant(ops.default_bundle)}})
    st = wait_for(
        lambda: (
            (s := _status(ops, namespace, "svc")).get("activeBundle", {}).get("digest") not in (None, old)
            and (s.get("rollout") or {}).get("step") == "Idle"
            and s
        ),
        GATE_WAIT,
        "new bundle active",
        interval=1,
    )
    new = st["activeBundle"]["digest"]
    assert ops.template_digest(namespace, "svc") == new
    assert st["activeBundle"]["gate"]["verdict"] == "pass"
    assert st["activeBundle"]["gate"]["metrics"]["cases"] > 0
    assert ops.events(namespace, "GatePassed")
    names = {cm.metadata.name for cm in cluster.core.list_namespaced_config_map(namespace).items}
    assert {f"svc-bundle-{d.split(':')[1][:12]}" for d in (old, new)} <= names, "last approved bundles kept"


def test_inconclusive_gate_blocks_and_old_digest_stays(
    cluster: KubeCluster, namespace: str, operator_running: Any, ops: Any
) -> None:
    # Demanding more labelled cases than the corpus has makes the real gate inconclusive (underpowered).
    old = _start(ops, namespace, rollout={"thresholds": {"minClassCases": 100000}})
    ops.patch(namespace, RB, "rules", {"spec": {"content": ops.passing_variant(ops.default_bundle)}})
    cond = wait_for(lambda: _blocked(ops, namespace), GATE_WAIT, "RolloutBlocked=True", interval=1)
    assert cond["reason"] == "GateInconclusive"
    assert "underpowered" in cond["message"] and "recall" in cond["message"] and old in cond["message"]
    assert ops.template_digest(namespace, "svc") == old
    st = _status(ops, namespace, "svc")
    assert st["activeBundle"]["digest"] == old
    assert st["candidateBundle"]["gate"]["verdict"] == "inconclusive"
    assert st["candidateBundle"]["gate"]["metrics"]["cases"] > 0
    assert ops.condition(namespace, "svc", "Stalled")["status"] == "True"
    events = wait_for(lambda: ops.events(namespace, "RolloutBlocked"), 60, "RolloutBlocked event")
    assert events[0].type == "Warning" and "recall" in events[0].message

    # Retry by annotation: the gate runs again (still fails) and the token is recorded.
    ops.patch(namespace, ZLD, "svc", {"metadata": {"annotations": {"zerolayer.io/retry-gate": "try-2"}}})
    wait_for(
        lambda: (
            (_status(ops, namespace, "svc").get("rollout") or {}).get("retryToken") == "try-2"
            and _blocked(ops, namespace)
        ),
        GATE_WAIT,
        "retried gate recorded",
        interval=1,
    )
    assert ops.template_digest(namespace, "svc") == old

    # Override by annotation: the blocked bundle rolls and the reason is recorded.
    ops.patch(
        namespace, ZLD, "svc", {"metadata": {"annotations": {"zerolayer.io/override-gate": "INC-42 hotfix"}}}
    )
    st = ops.wait_serving(namespace, "svc", timeout=120)
    assert st["activeBundle"]["digest"] != old
    assert st["rollout"]["overrideReason"] == "INC-42 hotfix"
    assert st["rollout"]["overrideDigest"] == st["activeBundle"]["digest"]
    assert ops.events(namespace, "GateOverridden")


def test_regressing_bundle_is_blocked(
    cluster: KubeCluster, namespace: str, operator_running: Any, ops: Any
) -> None:
    old = _start(ops, namespace)
    ops.patch(namespace, RB, "rules", {"spec": {"content": ops.regressing_variant(ops.default_bundle)}})

    def outcome() -> str | None:
        if _blocked(ops, namespace):
            return "blocked"
        if _status(ops, namespace, "svc").get("activeBundle", {}).get("digest") != old:
            return "rolled"
        return None

    result = wait_for(
        outcome, GATE_WAIT, "the gate's decision on a bundle with its hot heatmap weights removed", interval=1
    )
    assert result == "blocked", "the gate passed a bundle whose hot heatmap weights were removed"
    cond = ops.condition(namespace, "svc", "RolloutBlocked")
    assert cond["reason"] in ("GateFailed", "GateInconclusive")
    assert ops.template_digest(namespace, "svc") == old


def test_invalid_bundle_rejected_with_message(
    cluster: KubeCluster, namespace: str, operator_running: Any, ops: Any
) -> None:
    old = _start(ops, namespace)
    ops.patch(namespace, RB, "rules", {"spec": {"content": ops.invalid_variant(ops.default_bundle)}})
    rb = wait_for(
        lambda: (r := ops.get(namespace, RB, "rules")).get("status", {}).get("valid") == "Invalid" and r,
        60,
        "RuleBundle Invalid",
    )
    assert "weight" in rb["status"]["message"]
    assert rb["status"]["observedGeneration"] == rb["metadata"]["generation"]
    stalled = wait_for(
        lambda: (c := ops.condition(namespace, "svc", "Stalled")).get("reason") == "BundleInvalid" and c,
        60,
        "ZLD Stalled=BundleInvalid",
    )
    assert "weight" in stalled["message"]
    assert ops.template_digest(namespace, "svc") == old
    assert _status(ops, namespace, "svc")["activeBundle"]["digest"] == old


def test_bundle_configmaps_are_immutable_digest_named_and_owned(
    cluster: KubeCluster, namespace: str, operator_running: Any, ops: Any
) -> None:
    digest = _start(ops, namespace)
    name = f"svc-bundle-{digest.split(':')[1][:12]}"
    cm = cluster.core.read_namespaced_config_map(name, namespace)
    assert cm.immutable is True
    assert cm.metadata.annotations["zerolayer.io/bundle-digest"] == digest
    assert cm.metadata.owner_references[0].kind == "ZeroLayerDeployment"
    with pytest.raises(ApiException) as err:
        cluster.core.patch_namespaced_config_map(name, namespace, {"data": {"bundle.yaml": "edited"}})
    assert err.value.status == 422


def test_configmap_bundle_change_is_watched(
    cluster: KubeCluster, namespace: str, operator_running: Any, ops: Any
) -> None:
    cluster.core.create_namespaced_config_map(
        namespace, {"metadata": {"name": "src"}, "data": {"bundle.yaml": ops.default_bundle}}
    )
    ops.create(
        namespace,
        RB,
        {
            "apiVersion": "zerolayer.io/v1alpha1",
            "kind": "RuleBundle",
            "metadata": {"name": "rules"},
            "spec": {"configMapRef": {"name": "src"}},
        },
    )
    ops.create(namespace, ZLD, ops.zld("svc", bundleRef={"name": "rules"}))
    old = ops.wait_serving(namespace, "svc")["activeBundle"]["digest"]
    cluster.core.patch_namespaced_config_map(
        "src", namespace, {"data": {"bundle.yaml": ops.passing_variant(ops.default_bundle)}}
    )
    # The edit bumps no generation, yet the ZLD turns Reconciling (gating) well before the gate finishes.
    wait_for(
        lambda: (
            ops.condition(namespace, "svc", "Reconciling").get("status") == "True"
            or _status(ops, namespace, "svc")["activeBundle"]["digest"] != old
        ),
        30,
        "Reconciling=True after the ConfigMap edit",
        interval=0.25,
    )
    wait_for(
        lambda: _status(ops, namespace, "svc")["activeBundle"]["digest"] != old,
        GATE_WAIT,
        "ConfigMap-held bundle rolled",
        interval=1,
    )
