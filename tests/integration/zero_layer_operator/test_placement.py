"""GPU placement and the pod template, against the real scheduler and KWOK's fake GPU pool."""

from __future__ import annotations

from typing import Any

import pytest
from zl_testkit.kube import KubeCluster
from zl_testkit.wait import wait_for

pytestmark = [pytest.mark.integration, pytest.mark.cluster, pytest.mark.timeout(600)]

ZLD = "zerolayerdeployments"


def _pod_nodes(cluster: KubeCluster, namespace: str, want: int) -> list[str] | None:
    pods = cluster.core.list_namespaced_pod(
        namespace, label_selector="app.kubernetes.io/component=runtime"
    ).items
    nodes = [p.spec.node_name for p in pods if p.spec.node_name and not p.metadata.deletion_timestamp]
    return nodes if len(nodes) >= want else None


@pytest.mark.parametrize(
    ("min_cc", "eligible"),
    [("8.0", {"zl-a100", "zl-a10", "zl-l4", "zl-h100"}), ("8.9", {"zl-l4", "zl-h100"})],
)
def test_pods_land_only_on_eligible_gpus(
    cluster: KubeCluster, namespace: str, operator_running: Any, ops: Any, min_cc: str, eligible: set[str]
) -> None:
    ops.create(namespace, ZLD, ops.zld("place", replicas=6, gpu={"count": 1, "minComputeCapability": min_cc}))
    nodes = wait_for(lambda: _pod_nodes(cluster, namespace, 6), 120, "6 runtime pods scheduled")
    assert set(nodes) <= eligible, f"pods on {sorted(set(nodes))}, allowed {sorted(eligible)}"
    cond = wait_for(
        lambda: ops.condition(namespace, "place", "GPUCapacity") or None, 60, "GPUCapacity condition"
    )
    assert cond["status"] == "True"
    assert f"{len(eligible)} eligible node(s)" in cond["message"]
    st = ops.get(namespace, ZLD, "place")["status"]
    assert st["gpuCapacity"]["eligibleNodes"] == len(eligible)


def test_no_eligible_node_gives_condition_and_warning_event(
    cluster: KubeCluster, namespace: str, operator_running: Any, ops: Any
) -> None:
    ops.create(namespace, ZLD, ops.zld("blackwell", gpu={"minComputeCapability": "12.0"}))
    cond = wait_for(
        lambda: (c := ops.condition(namespace, "blackwell", "GPUCapacity")) and c["status"] == "False" and c,
        90,
        "GPUCapacity=False",
    )
    assert cond["reason"] == "NoEligibleNodes"
    assert "0 eligible node(s)" in cond["message"] and ">= 12.0" in cond["message"]
    stalled = ops.condition(namespace, "blackwell", "Stalled")
    assert (stalled["status"], stalled["reason"]) == ("True", "NoEligibleNodes")
    events = wait_for(lambda: ops.events(namespace, "NoEligibleNodes"), 60, "NoEligibleNodes event")
    assert events[0].type == "Warning"


def test_pod_template_has_probes_gpus_shm_and_bundle(
    cluster: KubeCluster, namespace: str, operator_running: Any, ops: Any
) -> None:
    ops.create(
        namespace, ZLD, ops.zld("tpl", gpu={"count": 2}, model={"source": "m", "loadTimeoutSeconds": 2400})
    )
    st = ops.wait_serving(namespace, "tpl")
    dep = ops.deployment(namespace, "tpl")
    pod = dep.spec.template
    c = pod.spec.containers[0]
    assert c.startup_probe.http_get.path == "/health"
    assert c.startup_probe.period_seconds * c.startup_probe.failure_threshold >= 2400
    assert c.readiness_probe.http_get.path == "/ready"
    assert c.liveness_probe.http_get.path == "/health"
    assert c.resources.limits["nvidia.com/gpu"] == "2"
    vols = {v.name: v for v in pod.spec.volumes}
    assert vols["dshm"].empty_dir.medium == "Memory"
    digest = st["activeBundle"]["digest"]
    assert pod.metadata.annotations["zerolayer.io/bundle-digest"] == digest
    assert vols["bundle"].config_map.name == f"tpl-bundle-{digest.split(':')[1][:12]}"
    owner = dep.metadata.owner_references[0]
    assert (owner.kind, owner.name, owner.controller) == ("ZeroLayerDeployment", "tpl", True)
    assert cluster.core.read_namespaced_service("tpl", namespace).spec.ports[0].port == 8000
    assert cluster.api is not None
    pdb = cluster.kubectl(
        "get", "pdb", "tpl", "-n", namespace, "-o", "jsonpath={.spec.maxUnavailable}"
    ).stdout
    assert pdb == "1"
    wait_for(lambda: ops.condition(namespace, "tpl", "Ready").get("status") == "True", 120, "Ready=True")
    assert ops.get(namespace, ZLD, "tpl")["status"]["observedGeneration"] == 1
    table = cluster.kubectl("get", "zld", "tpl", "-n", namespace).stdout
    header, row = table.splitlines()[:2]
    assert header.split()[:5] == ["NAME", "MODEL", "READY", "BUNDLE", "GATE"]
    assert "1/1" in row and digest.split(":")[1][:12] in row and "True" in row
