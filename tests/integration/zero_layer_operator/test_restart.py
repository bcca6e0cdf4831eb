"""The operator killed (SIGKILL) in the middle of a gated rollout and restarted finishes it
correctly: the persisted rollout step is picked up, nothing is lost and nothing is duplicated."""

from __future__ import annotations

from typing import Any

import pytest
from zl_testkit.kube import KubeCluster
from zl_testkit.wait import wait_for

pytestmark = [pytest.mark.integration, pytest.mark.cluster, pytest.mark.timeout(900)]

ZLD, RB = "zerolayerdeployments", "rulebundles"


def _status(ops: Any, ns: str) -> dict[str, Any]:
    return ops.get(ns, ZLD, "svc").get("status") or {}


def test_killed_mid_rollout_then_restarted_finishes_it(
    cluster: KubeCluster, namespace: str, operator_process_factory: Any, ops: Any
) -> None:
    with operator_process_factory():
        ops.create(namespace, RB, ops.rulebundle("rules", ops.default_bundle))
        ops.create(namespace, ZLD, ops.zld("svc", replicas=2, bundleRef={"name": "rules"}))
        old = ops.wait_serving(namespace, "svc", timeout=300)["activeBundle"]["digest"]
        ops.patch(namespace, RB, "rules", {"spec": {"content": ops.passing_variant(ops.default_bundle)}})
        wait_for(
            lambda: (_status(ops, namespace).get("rollout") or {}).get("step") == "Gating",
            120,
            "rollout step Gating persisted",
            interval=0.2,
        )
    # SIGKILLed mid-gate: nothing has rolled, the persisted step says Gating.
    assert ops.template_digest(namespace, "svc") == old
    assert _status(ops, namespace)["rollout"]["step"] == "Gating"
    with operator_process_factory():

        def finished() -> dict[str, Any] | None:
            st = _status(ops, namespace)
            new = (st.get("activeBundle") or {}).get("digest")
            return st if new and new != old and st["rollout"]["step"] == "Idle" else None

        st = wait_for(finished, 400, "rollout finished after the restart", interval=1)
        new = st["activeBundle"]["digest"]
        assert ops.template_digest(namespace, "svc") == new
        assert st["rollout"]["approved"][:2] == [new, old]
        assert len(st["rollout"]["approved"]) == len(set(st["rollout"]["approved"]))
        selector = "app.kubernetes.io/instance=svc,app.kubernetes.io/component=bundle"
        cms = [
            cm.metadata.name
            for cm in cluster.core.list_namespaced_config_map(namespace, label_selector=selector).items
        ]
        assert sorted(cms) == sorted(f"svc-bundle-{d.split(':')[1][:12]}" for d in (old, new))
        assert [d.metadata.name for d in cluster.apps.list_namespaced_deployment(namespace).items] == ["svc"]
        assert len(ops.events(namespace, "GatePassed")) == 1, "the gate verdict was acted on once"
        wait_for(lambda: ops.condition(namespace, "svc", "Ready").get("status") == "True", 120, "Ready again")
