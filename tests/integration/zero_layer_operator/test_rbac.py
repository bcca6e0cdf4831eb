"""The shipped least-privilege RBAC (deploy/rbac/) is enough: the operator, authenticated as its own
ServiceAccount, reconciles a ZeroLayerDeployment end to end."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from zl_testkit.kube import KubeCluster

pytestmark = [pytest.mark.integration, pytest.mark.cluster, pytest.mark.timeout(600)]

ROOT = Path(__file__).resolve().parents[3]


def _rbac_docs(namespace: str) -> list[dict[str, Any]]:
    docs = []
    for path in sorted((ROOT / "deploy" / "rbac").glob("*.yaml")):
        for doc in yaml.safe_load_all(path.read_text(encoding="utf-8")):
            if not doc:
                continue
            if doc["kind"] == "ServiceAccount":
                doc["metadata"]["namespace"] = namespace
            if doc["kind"] in ("ClusterRole", "ClusterRoleBinding"):
                doc["metadata"]["name"] = f"zero-layer-operator-{namespace}"
            if doc["kind"] == "ClusterRoleBinding":
                doc["roleRef"]["name"] = f"zero-layer-operator-{namespace}"
                doc["subjects"][0]["namespace"] = namespace
            docs.append(doc)
    return docs


def test_operator_works_with_the_shipped_rbac(
    cluster: KubeCluster, namespace: str, operator_factory: Any, ops: Any, tmp_path: Path
) -> None:
    docs = _rbac_docs(namespace)
    cluster.kubectl("apply", "-f", "-", stdin=yaml.safe_dump_all(docs))
    token = cluster.core.create_namespaced_service_account_token(
        "zero-layer-operator", namespace, {"spec": {"expirationSeconds": 3600}}
    ).status.token
    cfg = cluster.api.configuration
    kubeconfig = tmp_path / "sa.kubeconfig"
    kubeconfig.write_text(
        yaml.safe_dump(
            {
                "apiVersion": "v1",
                "kind": "Config",
                "clusters": [
                    {"name": "c", "cluster": {"server": cfg.host, "certificate-authority": cfg.ssl_ca_cert}}
                ],
                "users": [{"name": "sa", "user": {"token": token}}],
                "contexts": [{"name": "sa", "context": {"cluster": "c", "user": "sa"}}],
                "current-context": "sa",
            }
        ),
        encoding="utf-8",
    )
    try:
        with operator_factory(kubeconfig):
            ops.create(namespace, "zerolayerdeployments", ops.zld("rbac"))
            st = ops.wait_serving(namespace, "rbac")
            assert st["observedGeneration"] == 1
            assert cluster.core.read_namespaced_service("rbac", namespace).spec.ports[0].name == "http"
    finally:
        for kind in ("clusterrolebinding", "clusterrole"):
            cluster.kubectl("delete", kind, f"zero-layer-operator-{namespace}", "--ignore-not-found")
