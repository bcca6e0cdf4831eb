"""Invalid ZeroLayerDeployments are rejected by the API server with the schema/CEL message."""

from __future__ import annotations

from typing import Any

import pytest
from zl_testkit.kube import KubeCluster

pytestmark = [pytest.mark.integration, pytest.mark.cluster, pytest.mark.timeout(300)]

CASES = [
    ({"gpu": {"minComputeCapability": "7.5"}}, 'minComputeCapability must be at least "8.0"'),
    ({"gpu": {"minComputeCapability": "eight"}}, 'minComputeCapability must look like "X.Y"'),
    ({"zeroLayer": {"sensitivity": 1.5}}, "sensitivity must be between 0 and 1"),
    ({"replicas": -1}, "replicas must be 0 or more"),
    ({"zeroLayer": {"mode": "loud"}}, "Unsupported value"),
    (
        {"zeroLayer": {"policy": {"answerThreshold": 0.5, "confirmThreshold": 0.6}}},
        "confirmThreshold must not exceed",
    ),
]


@pytest.mark.parametrize(("spec", "message"), CASES, ids=[c[1][:30] for c in CASES])
def test_invalid_zld_rejected_at_admission(
    cluster: KubeCluster, namespace: str, crds: None, ops: Any, spec: dict[str, Any], message: str
) -> None:
    import yaml

    body = ops.zld("bad", **spec)
    proc = cluster.kubectl("apply", "-n", namespace, "-f", "-", stdin=yaml.safe_dump(body), check=False)
    assert proc.returncode != 0, "the API server accepted an invalid spec"
    assert message in proc.stderr, proc.stderr


def test_valid_zld_gets_defaults(cluster: KubeCluster, namespace: str, crds: None, ops: Any) -> None:
    ops.create(namespace, "zerolayerdeployments", ops.zld("ok"))
    spec = ops.get(namespace, "zerolayerdeployments", "ok")["spec"]
    assert spec["gpu"]["minComputeCapability"] == "8.0"
    assert spec["zeroLayer"]["sensitivity"] == 0.75
    assert spec["zeroLayer"]["cacheSize"] == 2048
    assert spec["vllm"]["maxNumSeqs"] == 24
    explain = cluster.kubectl("explain", "zld.spec.gpu.minComputeCapability").stdout
    assert "compute capability" in explain


def test_rulebundle_needs_exactly_one_source(cluster: KubeCluster, namespace: str, crds: None) -> None:
    import yaml

    body = {
        "apiVersion": "zerolayer.io/v1alpha1",
        "kind": "RuleBundle",
        "metadata": {"name": "x"},
        "spec": {},
    }
    proc = cluster.kubectl("apply", "-n", namespace, "-f", "-", stdin=yaml.safe_dump(body), check=False)
    assert proc.returncode != 0 and "set exactly one of content or configMapRef" in proc.stderr
