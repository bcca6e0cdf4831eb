"""The chart against the real local control plane: every rendered object passes a server-side dry
run, `helm install` succeeds under the restricted Pod Security Standard, and the operator running
with the chart's ServiceAccount token reconciles a ZeroLayerDeployment (the RBAC is sufficient) while
requests outside it are denied (the RBAC is narrow)."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from kubernetes import client
from kubernetes.client.rest import ApiException
from zl_testkit.kube import KubeCluster
from zl_testkit.ship import (
    CHART,
    KUBE_VERSION,
    ROOT,
    helm,
    install_chart,
    service_account_kubeconfig,
    start_local_operator,
)
from zl_testkit.wait import wait_for

_TIMESTAMP = re.compile(r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},\d{3} ", re.MULTILINE)

pytestmark = [pytest.mark.integration, pytest.mark.cluster]

FIXTURES = Path(__file__).parent / "fixtures"
GROUP, VERSION = "zerolayer.io", "v1alpha1"


def _release(namespace: str) -> str:
    # cluster-scoped RBAC objects carry the release name: one release per test namespace
    return "zl-" + namespace.rsplit("-", 1)[-1]


@pytest.fixture
def monitoring_crds(cluster: KubeCluster) -> None:
    cluster.kubectl("apply", "--server-side", "-f", str(FIXTURES / "monitoring-crds.yaml"))
    for name in ("servicemonitors.monitoring.coreos.com", "prometheusrules.monitoring.coreos.com"):
        cluster.kubectl("wait", "--for=condition=Established", f"crd/{name}", "--timeout=60s")


@pytest.fixture
def release(cluster: KubeCluster, namespace: str) -> Iterator[str]:
    name = _release(namespace)
    yield name
    helm("uninstall", name, "--namespace", namespace, "--wait", kubeconfig=cluster.kubeconfig, check=False)


def test_rendered_chart_passes_a_server_side_dry_run(
    cluster: KubeCluster, namespace: str, monitoring_crds: None
) -> None:
    rendered = helm(
        "template",
        _release(namespace),
        str(CHART),
        "--namespace",
        namespace,
        "--include-crds",
        "--kube-version",
        KUBE_VERSION,
        "--set",
        "serviceMonitor.enabled=true,prometheusRule.enabled=true",
    ).stdout
    objects = [d for d in yaml.safe_load_all(rendered) if d]
    kinds = {o["kind"] for o in objects}
    assert {
        "CustomResourceDefinition",
        "Deployment",
        "ServiceMonitor",
        "PrometheusRule",
        "ClusterRole",
    } <= kinds
    proc = cluster.kubectl(
        "apply",
        "--dry-run=server",
        "--validate=strict",
        "--server-side",
        "-f",
        "-",
        stdin=rendered,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    accepted = [line for line in proc.stdout.splitlines() if "(server dry run)" in line]
    assert len(accepted) == len(objects), proc.stdout


def test_helm_install_succeeds_under_restricted_pod_security(
    cluster: KubeCluster, namespace: str, release: str, monitoring_crds: None
) -> None:
    cluster.kubectl(
        "label", "namespace", namespace, "pod-security.kubernetes.io/enforce=restricted", "--overwrite"
    )
    out = install_chart(
        cluster,
        namespace,
        release=release,
        set_values=("replicaCount=1", "serviceMonitor.enabled=true", "prometheusRule.enabled=true"),
    )
    assert "STATUS: deployed" in out.stdout, out.stdout
    name = f"{release}-zero-layer-operator"
    deployment = cluster.apps.read_namespaced_deployment(name, namespace)
    assert deployment.spec.strategy.type == "Recreate"
    # the pod exists: PodSecurity admission accepted the restricted security context
    pods = cluster.core.list_namespaced_pod(namespace, label_selector=f"app.kubernetes.io/instance={release}")
    assert len(pods.items) == 1, [p.metadata.name for p in pods.items]
    sm = cluster.custom.get_namespaced_custom_object(
        "monitoring.coreos.com", "v1", namespace, "servicemonitors", name
    )
    assert sm["spec"]["endpoints"][0]["port"] == "metrics"
    status = helm("status", release, "--namespace", namespace, kubeconfig=cluster.kubeconfig).stdout
    assert "deployed" in status


def _zld(name: str) -> dict[str, Any]:
    return {
        "apiVersion": f"{GROUP}/{VERSION}",
        "kind": "ZeroLayerDeployment",
        "metadata": {"name": name},
        "spec": {
            "model": {"source": "tiny-llama"},
            "replicas": 1,
            "gpu": {"count": 1, "minComputeCapability": "8.0"},
        },
    }


def test_operator_with_the_charts_service_account_is_sufficient_and_narrow(
    cluster: KubeCluster, namespace: str, release: str, tmp_path: Path
) -> None:
    install_chart(
        cluster,
        namespace,
        release=release,
        set_values=("replicaCount=0", f"operator.watchNamespaces={{{namespace}}}"),
    )
    sa = f"{release}-zero-layer-operator"
    kubeconfig = service_account_kubeconfig(cluster, namespace, sa, tmp_path / "operator.kubeconfig")
    operator = start_local_operator(
        kubeconfig,
        tmp_path / "operator.log",
        namespaces=[namespace],
        settings={"resync_seconds": "5", "watch_server_timeout": "10", "backoff_seconds": "1"},
    )
    zld = "rbac-proof"
    try:
        cluster.custom.create_namespaced_custom_object(
            GROUP, VERSION, namespace, "zerolayerdeployments", _zld(zld)
        )

        def reconciled() -> dict[str, Any] | None:
            assert operator.alive(), operator.log_tail()
            obj = cluster.custom.get_namespaced_custom_object(
                GROUP, VERSION, namespace, "zerolayerdeployments", zld
            )
            status = obj.get("status") or {}
            if status.get("observedGeneration") != obj["metadata"]["generation"]:
                return None
            return obj

        obj = wait_for(reconciled, 180, f"ZeroLayerDeployment {namespace}/{zld} reconciled")
        deployment = wait_for(
            lambda: cluster.apps.read_namespaced_deployment(zld, namespace),
            30,
            "the operator's Deployment",
            ignore=(ApiException,),
        )
        assert deployment.metadata.owner_references[0].uid == obj["metadata"]["uid"]
        conditions = {c["type"]: c["status"] for c in obj["status"]["conditions"]}
        assert {"Ready", "Reconciling", "Stalled"} <= set(conditions)

        # narrow: the same token is refused outside the chart's RBAC
        api = cluster.client_for_token(_token(kubeconfig))
        denied = [
            lambda: client.CoreV1Api(api).list_namespaced_secret("kube-system"),
            lambda: client.CoreV1Api(api).list_namespaced_secret(namespace),
            lambda: client.CustomObjectsApi(api).list_namespaced_custom_object(
                GROUP, VERSION, "default", "zerolayerdeployments"
            ),
            lambda: client.RbacAuthorizationV1Api(api).create_cluster_role(
                {"metadata": {"name": f"{release}-escalate"}, "rules": []}
            ),
            lambda: client.CoreV1Api(api).delete_node("zl-a100"),
        ]
        for call in denied:
            with pytest.raises(ApiException) as err:
                call()
            assert err.value.status == 403, err.value

        # the operator was never refused: no 403 in its log, timestamps aside ("09:29:56,403 INFO …")
        log = _TIMESTAMP.sub("", operator.log.read_text(encoding="utf-8", errors="replace"))
        assert "403" not in log and "Forbidden" not in log, operator.log_tail(80)
    finally:
        try:
            cluster.custom.delete_namespaced_custom_object(
                GROUP, VERSION, namespace, "zerolayerdeployments", zld
            )
            wait_for(lambda: not _exists(cluster, namespace, zld), 60, "finalizer released by the operator")
        finally:
            operator.stop()


def _exists(cluster: KubeCluster, namespace: str, name: str) -> bool:
    try:
        cluster.custom.get_namespaced_custom_object(GROUP, VERSION, namespace, "zerolayerdeployments", name)
    except ApiException as exc:
        if exc.status == 404:
            return False
        raise
    return True


def _token(kubeconfig: Path) -> str:
    doc = yaml.safe_load(kubeconfig.read_text(encoding="utf-8"))
    return str(doc["users"][0]["user"]["token"])


def test_the_example_gitops_app_is_accepted_by_the_api_server(cluster: KubeCluster, namespace: str) -> None:
    """The GitOps example (kustomize output) passes a server-side dry run against our real CRDs."""
    kubectl = Path(sys.executable).parent / "kubectl"
    built = subprocess.run(
        [str(kubectl), "kustomize", str(ROOT / "examples" / "gitops" / "app")],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    for crd in sorted((ROOT / "crds").glob("*.yaml")):
        cluster.kubectl("apply", "--server-side", "--force-conflicts", "-f", str(crd))
    docs = [d for d in yaml.safe_load_all(built) if d and d["kind"] != "Namespace"]
    for doc in docs:
        doc["metadata"]["namespace"] = namespace  # the example's own namespace would not exist in a dry run
    assert {d["kind"] for d in docs} == {"ConfigMap", "RuleBundle", "ZeroLayerDeployment"}
    proc = cluster.kubectl(
        "apply",
        "--dry-run=server",
        "--validate=strict",
        "-f",
        "-",
        stdin=yaml.safe_dump_all(docs),
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.count("(server dry run)") == len(docs), proc.stdout
