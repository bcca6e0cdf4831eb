"""The operator killed in the middle of a gated rollout and restarted finishes it correctly: the
persisted rollout step is picked up, nothing is lost and nothing is duplicated."""

from __future__ import annotations

from typing import Any

import pytest
from zl_testkit.kube import KubeCluster
from zl_testkit.wait import wait_for

pytestmark = [pytest.mark.integration, pytest.mark.cluster, pytest.mark.timeout(900)]

ZLD, RB = "zerolayerdeployments", "rulebundles"


def test_restart_mid_rollout_finishes_it(
    cluster: KubeCluster, namespace: str, operator_factory: Any, ops: Any
) -> None:
    with operator_factory():
        ops.create(namespace, RB, ops.rulebundle("rules", ops.default_bundle))
        ops.create(namespace, ZLD, ops.zld("svc", replicas=2, bundleRef={"name": "rules"}))
        old = ops.wait_serving(namespace, "svc")["activeBundle"]["digest"]
        ops.patch(namespace, RB, "rules", {"spec": {"content": ops.passing_variant(ops.default_bundle)}})
        wait_for(
            lambda: (
                (ops.get(namespace, ZLD, "svc").get("status", {}).get("rollout") or {}).get("step")
                == "Gating"
            ),
            60,
            "rollout step Gating persisted",
            interval=0.2,
        )
    # The operator is gone mid-gate. Nothing has rolled yet.
    assert ops.template_digest(namespace, "svc") == old
    with operator_factory():
        st = wait_for(
            lambda: (
                (s := ops.get(namespace, ZLD, "svc").get("status") or {})
                .get("activeBundle", {})
                .get("digest")
                not in (None, old)
                and s["rollout"]["step"] == "Idle"
                and s
            ),
            300,
            "rollout finished after restart",
            interval=1,
        )
        new = st["activeBundle"]["digest"]
        assert ops.template_digest(namespace, "svc") == new
        assert st["rollout"]["approved"][:2] == [new, old]
        assert len(st["rollout"]["approved"]) == len(set(st["rollout"]["approved"]))
        cms = [
            cm.metadata.name
            for cm in cluster.core.list_namespaced_config_map(
                namespace, label_selector="app.kubernetes.io/instance=svc,app.kubernetes.io/component=bundle"
            ).items
        ]
        assert sorted(cms) == sorted(f"svc-bundle-{d.split(':')[1][:12]}" for d in (old, new))
        deps = cluster.apps.list_namespaced_deployment(namespace).items
        assert [d.metadata.name for d in deps] == ["svc"]
        wait_for(
            lambda: ops.condition(namespace, "svc", "Ready").get("status") == "True",
            120,
            "Ready after restart",
        )
