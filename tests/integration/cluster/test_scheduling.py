"""The real scheduler places GPU pods on the fake pool by compute capability; KWOK makes them Ready.

These prove the kit is a real control plane: node affinity over GPU Feature Discovery labels and
``nvidia.com/gpu`` capacity are evaluated by kube-scheduler itself, exactly as on a GPU cluster.
"""

from __future__ import annotations

from typing import Any

import pytest
from kubernetes import client
from zl_testkit.kube import KubeCluster
from zl_testkit.wait import wait_for

pytestmark = [pytest.mark.integration, pytest.mark.cluster]

MAJOR = "nvidia.com/gpu.compute.major"
MINOR = "nvidia.com/gpu.compute.minor"


def _expr(key: str, op: str, *values: str) -> client.V1NodeSelectorRequirement:
    return client.V1NodeSelectorRequirement(key=key, operator=op, values=list(values))


def _pod_spec(terms: list[list[client.V1NodeSelectorRequirement]], gpus: int, app: str) -> client.V1PodSpec:
    affinity = client.V1Affinity(
        node_affinity=client.V1NodeAffinity(
            required_during_scheduling_ignored_during_execution=client.V1NodeSelector(
                node_selector_terms=[client.V1NodeSelectorTerm(match_expressions=t) for t in terms]
            )
        )
    )
    container = client.V1Container(
        name="model",
        image="registry.invalid/zero-layer/fake:1",
        resources=client.V1ResourceRequirements(limits={"nvidia.com/gpu": str(gpus)}),
    )
    return client.V1PodSpec(containers=[container], affinity=affinity)


def _deployment(name: str, replicas: int, spec: client.V1PodSpec) -> client.V1Deployment:
    labels = {"app": name}
    return client.V1Deployment(
        metadata=client.V1ObjectMeta(name=name),
        spec=client.V1DeploymentSpec(
            replicas=replicas,
            selector=client.V1LabelSelector(match_labels=labels),
            template=client.V1PodTemplateSpec(metadata=client.V1ObjectMeta(labels=labels), spec=spec),
        ),
    )


def _ready(pod: Any) -> bool:
    return any(c.type == "Ready" and c.status == "True" for c in pod.status.conditions or [])


def _pods(cluster: KubeCluster, namespace: str, app: str) -> list[Any]:
    return list(cluster.core.list_namespaced_pod(namespace, label_selector=f"app={app}").items)


def test_gpu_deployment_lands_only_on_compute_capability_above_7(
    cluster: KubeCluster, namespace: str
) -> None:
    spec = _pod_spec([[_expr(MAJOR, "Gt", "7")]], gpus=1, app="gpu")
    cluster.apps.create_namespaced_deployment(namespace, _deployment("gpu", 8, spec))

    def all_ready() -> list[Any] | None:
        pods = _pods(cluster, namespace, "gpu")
        return pods if len(pods) == 8 and all(_ready(p) for p in pods) else None

    pods = wait_for(all_ready, 90, "8 GPU replicas Ready")
    nodes = {p.spec.node_name for p in pods}
    assert nodes <= {"zl-a100", "zl-a10", "zl-l4", "zl-h100"}, nodes
    assert all(p.status.phase == "Running" for p in pods)
    deployment = cluster.apps.read_namespaced_deployment("gpu", namespace)
    assert deployment.status is not None and deployment.status.ready_replicas == 8


def test_affinity_for_compute_89_and_above_selects_only_l4_and_h100(
    cluster: KubeCluster, namespace: str
) -> None:
    # (major > 8) OR (major == 8 AND minor > 8); one replica per node (anti-affinity) and one
    # replica more than the eligible nodes: exactly L4 and H100 fill up, the third cannot fit.
    terms = [[_expr(MAJOR, "Gt", "8")], [_expr(MAJOR, "In", "8"), _expr(MINOR, "Gt", "8")]]
    spec = _pod_spec(terms, gpus=1, app="ada")
    assert spec.affinity is not None
    spec.affinity.pod_anti_affinity = client.V1PodAntiAffinity(
        required_during_scheduling_ignored_during_execution=[
            client.V1PodAffinityTerm(
                label_selector=client.V1LabelSelector(match_labels={"app": "ada"}),
                topology_key="kubernetes.io/hostname",
            )
        ]
    )
    cluster.apps.create_namespaced_deployment(namespace, _deployment("ada", 3, spec))

    def two_ready_one_unschedulable() -> list[Any] | None:
        pods = _pods(cluster, namespace, "ada")
        ready = [p for p in pods if _ready(p)]
        pending = [p for p in pods if _unschedulable(p)]
        return ready if len(pods) == 3 and len(ready) == 2 and len(pending) == 1 else None

    ready = wait_for(two_ready_one_unschedulable, 90, "2 replicas Ready on L4/H100 and 1 Unschedulable")
    assert sorted(p.spec.node_name for p in ready) == ["zl-h100", "zl-l4"]


def _unschedulable(pod: Any) -> bool:
    return any(
        c.type == "PodScheduled" and c.status == "False" and c.reason == "Unschedulable"
        for c in pod.status.conditions or []
    )


def test_pod_that_fits_nowhere_stays_pending_unschedulable(cluster: KubeCluster, namespace: str) -> None:
    spec = _pod_spec([[_expr(MAJOR, "Gt", "7")]], gpus=64, app="huge")
    pod = client.V1Pod(metadata=client.V1ObjectMeta(name="huge", labels={"app": "huge"}), spec=spec)
    cluster.core.create_namespaced_pod(namespace, pod)

    def observed() -> Any:
        current = cluster.core.read_namespaced_pod("huge", namespace)
        return current if _unschedulable(current) else None

    current = wait_for(observed, 60, "PodScheduled=False/Unschedulable on pod huge")
    assert current.status.phase == "Pending"
    assert current.spec.node_name is None
    condition = next(c for c in current.status.conditions if c.type == "PodScheduled")
    assert "nvidia.com/gpu" in (condition.message or ""), condition.message
