"""Drift on children is reverted; deleting the ZLD garbage-collects every child; one bad object
never stops the operator from serving the others."""

from __future__ import annotations

from typing import Any

import pytest
from kubernetes.client.exceptions import ApiException
from zl_testkit.kube import KubeCluster
from zl_testkit.wait import wait_for

pytestmark = [pytest.mark.integration, pytest.mark.cluster, pytest.mark.timeout(600)]

ZLD = "zerolayerdeployments"


def test_manual_edits_of_children_are_reverted(
    cluster: KubeCluster, namespace: str, operator_running: Any, ops: Any
) -> None:
    ops.create(namespace, ZLD, ops.zld("drift", replicas=2))
    digest = ops.wait_serving(namespace, "drift")["activeBundle"]["digest"]
    cluster.apps.patch_namespaced_deployment(
        "drift",
        namespace,
        {
            "spec": {
                "replicas": 5,
                "template": {"metadata": {"annotations": {"zerolayer.io/bundle-digest": "sha256:evil"}}},
            }
        },
    )
    wait_for(
        lambda: (
            (d := ops.deployment(namespace, "drift")).spec.replicas == 2
            and d.spec.template.metadata.annotations["zerolayer.io/bundle-digest"] == digest
        ),
        60,
        "Deployment drift reverted",
    )
    cluster.core.delete_namespaced_service("drift", namespace)
    wait_for(
        lambda: _exists(lambda: cluster.core.read_namespaced_service("drift", namespace)),
        60,
        "Service recreated",
    )


def _exists(read: Any) -> bool:
    try:
        read()
    except ApiException as exc:
        if exc.status == 404:
            return False
        raise
    return True


def test_deleting_the_zld_garbage_collects_children(
    cluster: KubeCluster, namespace: str, operator_running: Any, ops: Any
) -> None:
    ops.create(namespace, ZLD, ops.zld("gc"))
    digest = ops.wait_serving(namespace, "gc")["activeBundle"]["digest"]
    cm = f"gc-bundle-{digest.split(':')[1][:12]}"
    assert _exists(lambda: cluster.core.read_namespaced_config_map(cm, namespace))
    cluster.custom.delete_namespaced_custom_object("zerolayer.io", "v1alpha1", namespace, ZLD, "gc")
    for kind, name in [
        ("zld", "gc"),
        ("deployment", "gc"),
        ("service", "gc"),
        ("pdb", "gc"),
        ("configmap", cm),
    ]:
        wait_for(
            lambda kind=kind, name=name: _gone(cluster, namespace, kind, name), 120, f"{kind} {name} deleted"
        )


def _gone(cluster: KubeCluster, namespace: str, kind: str, name: str) -> bool:
    out = cluster.kubectl("get", kind, name, "-n", namespace, "--ignore-not-found", "-o", "name").stdout
    return not out.strip()


def test_one_bad_object_does_not_stop_the_others(
    cluster: KubeCluster, namespace: str, operator_running: Any, ops: Any
) -> None:
    ops.create(namespace, ZLD, ops.zld("broken", bundleRef={"name": "missing"}))
    ops.create(namespace, ZLD, ops.zld("fine"))
    ops.wait_serving(namespace, "fine")
    stalled = wait_for(
        lambda: (c := ops.condition(namespace, "broken", "Stalled")).get("status") == "True" and c,
        60,
        "Stalled=True on the ZLD whose RuleBundle is missing",
    )
    assert "RuleBundle missing not found" in stalled["message"]
    assert ops.deployment(namespace, "broken") is None
